import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupCreateBodySchema, SignupDtoSchema } from '@homeroom/contract/signups';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { SignupsService } from './signups.service.ts';

export const signupsRoutes: FastifyPluginAsyncZod<{ signups: SignupsService }> = async (app, { signups }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/signup-create/',
    { schema: { body: SignupCreateBodySchema, response: { 201: SignupDtoSchema } } },
    async (request, reply) => reply.code(201).send(await signups.createSignup(requireActor(request), request.body)),
  );

  app.delete('/school/signup-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await signups.deleteSignup(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/school/class-signups/:id/', { schema: { params: IdParamsSchema, response: { 200: z.array(SignupDtoSchema) } } }, (request) =>
    signups.listClassSignups(requireActor(request), request.params.id),
  );

  app.post('/school/signup-place-take/:id/', { schema: { params: IdParamsSchema, response: { 200: SignupDtoSchema } } }, (request) =>
    signups.takePlace(requireActor(request), request.params.id),
  );

  app.post('/school/signup-place-give-back/:id/', { schema: { params: IdParamsSchema, response: { 200: SignupDtoSchema } } }, (request) =>
    signups.givePlaceBack(requireActor(request), request.params.id),
  );
};
