import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeDtoSchema } from '@homeroom/contract/home';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { HomeService } from './home.service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/home/', { schema: { response: { 200: HomeDtoSchema } } }, (request) =>
    home.getHome(requireActor(request)),
  );
};
