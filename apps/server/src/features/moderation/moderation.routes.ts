import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentItemBodySchema,
  ContentReportCreateBodySchema,
  ContentReportCreatedDtoSchema,
  ContentReportListDtoSchema,
  ModerationResultDtoSchema,
} from '@homeroom/contract/moderation';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ModerationService } from './moderation.service.ts';

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/content-report-create/',
    { schema: { body: ContentReportCreateBodySchema, response: { 201: ContentReportCreatedDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await moderation.reportContent(requireActor(request), request.body)),
  );

  app.get(
    '/school/content-report-list/',
    { schema: { response: { 200: ContentReportListDtoSchema } } },
    (request) => moderation.listReports(requireActor(request)),
  );

  app.post(
    '/school/content-report-dismiss/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ModerationResultDtoSchema } } },
    (request) => moderation.dismissReport(requireActor(request), request.params.id),
  );

  app.post(
    '/school/content-hide/',
    { schema: { body: ContentItemBodySchema, response: { 200: ModerationResultDtoSchema } } },
    (request) => moderation.hideContent(requireActor(request), request.body),
  );

  app.post(
    '/school/content-unhide/',
    { schema: { body: ContentItemBodySchema, response: { 200: ModerationResultDtoSchema } } },
    (request) => moderation.unhideContent(requireActor(request), request.body),
  );
};
