import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IceServersDtoSchema } from '@homeroom/contract/calls';
import { DetailDtoSchema } from '@homeroom/contract/auth';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { CallsService } from './calls.service.ts';
import type { IceServers } from './ice-servers.ts';

/** The STUN and TURN servers browsers use for calls: ICE_SERVERS, and TURN_URLS with per-user credentials. */
export const callsRoutes: FastifyPluginAsyncZod<{ iceServers: IceServers; calls: Pick<CallsService, 'declineCall'> }> = async (app, { iceServers, calls }) => {
  app.addHook('preValidation', signedInOnly);
  app.get('/calls/ice-servers/', { schema: { response: { 200: IceServersDtoSchema } } }, (request) =>
    iceServers.forUser(requireActor(request).userId),
  );

  /** Turns down a call ringing for the user, from a page that has no call socket open (docs/api.md). */
  app.post('/calls/:id/decline/', { schema: { params: IdParamsSchema, body: z.unknown().optional(), response: { 200: DetailDtoSchema } } }, (request) =>
    calls.declineCall(requireActor(request), request.params.id),
  );
};
