import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IceServersDtoSchema, type IceServersDto } from '@homeroom/contract/calls';
import { signedInOnly } from '../../infra/http/auth-hook.ts';

/** The STUN and TURN servers browsers use for calls, from the ICE_SERVERS setting. */
export const callsRoutes: FastifyPluginAsyncZod<{ iceServers: IceServersDto['ice_servers'] }> = async (app, { iceServers }) => {
  app.addHook('preValidation', signedInOnly);
  app.get('/calls/ice-servers/', { schema: { response: { 200: IceServersDtoSchema } } }, () => ({ ice_servers: iceServers }));
};
