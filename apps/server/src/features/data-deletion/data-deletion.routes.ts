import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountDeleteBodySchema } from '@homeroom/contract/data-deletion';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { DataDeletionService } from './data-deletion.service.ts';

export const dataDeletionRoutes: FastifyPluginAsyncZod<{ dataDeletion: DataDeletionService }> = async (app, { dataDeletion }) => {
  app.addHook('preValidation', signedInOnly);

  app.post('/school/account-delete/', { schema: { body: AccountDeleteBodySchema } }, async (request, reply) => {
    await dataDeletion.deleteAccount(requireActor(request), request.body);
    return reply.code(204).send();
  });
};
