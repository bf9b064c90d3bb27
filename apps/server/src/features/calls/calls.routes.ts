import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IceServersDtoSchema } from '@homeroom/contract/calls';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { IceServers } from './ice-servers.ts';

/** The STUN and TURN servers browsers use for calls: ICE_SERVERS, and TURN_URLS with per-user credentials. */
export const callsRoutes: FastifyPluginAsyncZod<{ iceServers: IceServers }> = async (app, { iceServers }) => {
  app.addHook('preValidation', signedInOnly);
  app.get('/calls/ice-servers/', { schema: { response: { 200: IceServersDtoSchema } } }, (request) =>
    iceServers.forUser(requireActor(request).userId),
  );
};
