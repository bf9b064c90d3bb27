import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { CallClientMessageSchema, type CallServerMessage } from '@homeroom/contract/calls';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { callGroupOfRoom, callRoom, type Presence } from '../../infra/realtime/presence.ts';
import { closeRefused, SOCKET_CLOSE } from '../../infra/realtime/socket-close.ts';
import { callChannel, type CallEnvelope, type CallsService } from './calls.service.ts';

const ParamsSchema = z.object({ groupId: z.coerce.number().int().positive(), token: z.string() });

interface CallSocketOptions {
  calls: CallsService;
  authenticate: (key: string) => Promise<Actor | null>;
  presence: Presence;
  bus: Bus;
}

function send(socket: WebSocket, message: CallServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * `/ws/call/{groupId}/{token}/`: the two members of a group of exactly two. Every message is
 * relayed to the other member only, through the bus, so the two may be on different instances.
 */
export const callSocket: FastifyPluginAsync<CallSocketOptions> = async (app, { calls, authenticate, presence, bus }) => {
  // A user whose instance died has left the call: the other member is told.
  presence.onDeparted((room, userId) => {
    const groupId = callGroupOfRoom(room);
    if (groupId === null) return;
    void calls.findOtherMember(groupId, userId).then((otherId) => (otherId === null ? undefined : calls.leave(groupId, userId, otherId)));
  });

  app.get('/ws/call/:groupId/:token/', { websocket: true }, (socket, request) => {
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) {
      closeRefused(socket, SOCKET_CLOSE.notFound);
      return;
    }
    const { groupId, token } = params.data;
    let unsubscribe = () => {};
    let work = Promise.resolve();

    const sendConnection = async (otherId: number) =>
      send(socket, { type: 'connection', data: { message: 'Connected', other_user_connected: await calls.isConnected(groupId, otherId) } });

    const ready = (async () => {
      const actor = await authenticate(token);
      if (!actor) return closeRefused(socket, SOCKET_CLOSE.invalidToken);
      const otherId = await calls.findOtherMember(groupId, actor.userId);
      if (otherId === null) return closeRefused(socket, SOCKET_CLOSE.notAMember);
      if (socket.readyState !== socket.OPEN) return null;
      unsubscribe = bus.subscribe(callChannel(groupId), (envelope) => {
        const { to, message } = envelope as CallEnvelope;
        if (to === actor.userId) send(socket, message);
      });
      if (await presence.join(callRoom(groupId), actor.userId)) {
        await calls.relay(groupId, otherId, { type: 'user_connected', data: { user: actor.userId } });
      }
      await sendConnection(otherId);
      return { userId: actor.userId, otherId };
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'call socket setup failed');
      socket.close(SOCKET_CLOSE.serverError);
      return null;
    });

    socket.on('message', (raw) => {
      work = work
        .then(async () => {
          const parties = await ready;
          if (!parties) return;
          const parsed = CallClientMessageSchema.safeParse(JSON.parse(String(raw)));
          if (!parsed.success) return;
          const { userId, otherId } = parties;
          const message = parsed.data;
          switch (message.type) {
            case 'login':
              return sendConnection(otherId);
            case 'call':
              return calls.startCall({ groupId, callerId: userId, calleeId: otherId }, message.data.rtcMessage);
            case 'answer_call':
              return calls.answerCall(groupId, userId, otherId, message.data.rtcMessage);
            case 'ICEcandidate':
              return calls.relay(groupId, otherId, { type: 'ICEcandidate', data: { rtcMessage: message.data.rtcMessage } });
            case 'cancel_call':
              return calls.cancelCall(groupId, userId, otherId);
          }
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'call message ignored'));
    });

    socket.on('close', () => {
      void ready.then(async (parties) => {
        unsubscribe();
        if (parties && (await presence.leave(callRoom(groupId), parties.userId))) {
          await calls.leave(groupId, parties.userId, parties.otherId);
        }
      }).catch((error: unknown) => request.log.warn({ err: error }, 'socket close not recorded'));
    });
  });
};
