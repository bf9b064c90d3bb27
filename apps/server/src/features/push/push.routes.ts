import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushKeyDtoSchema, PushSubscriptionCreateBodySchema, PushSubscriptionDtoSchema } from '@homeroom/contract/push';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { PushService } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/push-key/', { schema: { response: { 200: PushKeyDtoSchema } } }, () => push.publicKey());

  app.post(
    '/school/push-subscription-create/',
    { schema: { body: PushSubscriptionCreateBodySchema, response: { 201: PushSubscriptionDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await push.subscribe(requireActor(request), request.body, request.headers['user-agent'])),
  );

  app.get(
    '/school/push-subscriptions/',
    { schema: { response: { 200: z.array(PushSubscriptionDtoSchema) } } },
    (request) => push.listSubscriptions(requireActor(request)),
  );

  app.delete('/school/push-subscription/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await push.unsubscribe(requireActor(request), request.params.id);
    return reply.code(204).send();
  });
};
