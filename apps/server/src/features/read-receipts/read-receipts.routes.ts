import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcknowledgementDtoSchema,
  ClassAcknowledgementsDtoSchema,
  ClassContentReadsDtoSchema,
  ContentReadBodySchema,
  ContentReadParamsSchema,
  ContentReadsDtoSchema,
  ReminderDtoSchema,
} from '@homeroom/contract/read-receipts';
import { IdParamsSchema, id } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ReadReceiptsService } from './read-receipts.service.ts';

const ClassIdParamsSchema = z.object({ classId: id() });

export const readReceiptsRoutes: FastifyPluginAsyncZod<{ readReceipts: ReadReceiptsService }> = async (app, { readReceipts }) => {
  app.addHook('preValidation', signedInOnly);

  // A family was shown these items of the class (docs/api.md, "Read receipts").
  app.post('/school/content-read/', { schema: { body: ContentReadBodySchema } }, async (request, reply) => {
    await readReceipts.recordReads(requireActor(request), request.body);
    return reply.code(204).send();
  });

  app.get(
    '/school/class-content-reads/:classId/',
    { schema: { params: ClassIdParamsSchema, response: { 200: ClassContentReadsDtoSchema } } },
    (request) => readReceipts.listClassReads(requireActor(request), request.params.classId),
  );

  app.get(
    '/school/content-reads/:kind/:id/',
    { schema: { params: ContentReadParamsSchema, response: { 200: ContentReadsDtoSchema } } },
    (request) => readReceipts.getItemReads(requireActor(request), request.params.kind, request.params.id),
  );

  app.post(
    '/school/announcement-acknowledge/:id/',
    { schema: { params: IdParamsSchema, response: { 200: AcknowledgementDtoSchema } } },
    (request) => readReceipts.acknowledge(requireActor(request), request.params.id),
  );

  app.get(
    '/school/class-acknowledgements/:classId/',
    { schema: { params: ClassIdParamsSchema, response: { 200: ClassAcknowledgementsDtoSchema } } },
    (request) => readReceipts.listOwnAcknowledgements(requireActor(request), request.params.classId),
  );

  app.post(
    '/school/announcement-remind/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ReminderDtoSchema } } },
    (request) => readReceipts.remind(requireActor(request), request.params.id),
  );
};
