import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassCreateBodySchema, ClassPageDtoSchema, ClassSummaryDtoSchema } from '@homeroom/contract/classes';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { sendRevalidated } from '../../infra/http/entity-tag.ts';
import type { ClassPageService } from './class-page.service.ts';
import type { ClassesService } from './classes.service.ts';

export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService; classPage: ClassPageService }> = async (
  app,
  { classes, classPage },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/class-create/',
    { schema: { body: ClassCreateBodySchema, response: { 201: ClassSummaryDtoSchema } } },
    async (request, reply) => reply.code(201).send(await classes.createClass(requireActor(request), request.body)),
  );

  app.get(
    '/school/class/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ClassPageDtoSchema } } },
    async (request, reply) => {
      // The reply is untyped: it sends the JSON text the service wrote through the answer's schemas.
      return sendRevalidated(request, reply as FastifyReply, await classPage.readClassPage(requireActor(request), request.params.id));
    },
  );
};
