import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassCreateBodySchema, ClassPageDtoSchema, ClassSummaryDtoSchema } from '@homeroom/contract/classes';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { matchesEntityTag } from '../../infra/http/entity-tag.ts';
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
      const { body, etag } = await classPage.readClassPage(requireActor(request), request.params.id);
      // Kept by the browser only, and asked again each time: unchanged, the answer is a 304.
      // The answer is JSON text already, written through its schemas (class-page.service.ts): a
      // string with a JSON type passes Fastify's serializer untouched, so it goes out as is.
      const untypedReply: FastifyReply = reply;
      untypedReply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEntityTag(request.headers['if-none-match'], etag)) return untypedReply.code(304).send();
      return untypedReply.type('application/json; charset=utf-8').send(body);
    },
  );
};
