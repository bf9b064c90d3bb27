import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockBodySchema, BlockListDtoSchema } from '@homeroom/contract/blocking';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { BlockingService } from './blocking.service.ts';

export const blockingRoutes: FastifyPluginAsyncZod<{ blocking: BlockingService }> = async (app, { blocking }) => {
  app.addHook('preValidation', signedInOnly);

  app.post('/school/user-block/', { schema: { body: BlockBodySchema } }, async (request, reply) => {
    await blocking.blockUser(requireActor(request), request.body);
    return reply.code(204).send();
  });

  app.post('/school/user-unblock/', { schema: { body: BlockBodySchema } }, async (request, reply) => {
    await blocking.unblockUser(requireActor(request), request.body);
    return reply.code(204).send();
  });

  app.get('/school/user-block-list/', { schema: { response: { 200: BlockListDtoSchema } } }, (request) =>
    blocking.listBlocked(requireActor(request)),
  );
};
