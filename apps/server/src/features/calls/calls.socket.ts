import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { CALL_MESSAGES, CallClientMessageSchema, type CallClientMessage, type CallServerMessage } from '@homeroom/contract/calls';
import type { Bus } from '../../infra/realtime/bus.ts';
import { closeOnDeparture } from '../../infra/realtime/group-departures.ts';
import type { SocketGuard } from '../../infra/realtime/socket-guard.ts';
import { callGroupOfRoom, callRoom, type Presence } from '../../infra/realtime/presence.ts';
import { closeRefused } from '../../infra/realtime/socket-close.ts';
import { releaseUpgradeRequest } from '../../infra/realtime/socket-upgrade.ts';
import { callChannel, type CallEnvelope, type CallsService } from './calls.service.ts';
import { id } from '@homeroom/contract/validation';
import { SOCKET_CLOSE } from '@homeroom/contract/sockets';

const ParamsSchema = z.object({ groupId: id(), token: z.string() });

interface CallSocketOptions {
  calls: CallsService;
  sockets: SocketGuard;
  presence: Presence;
  bus: Bus;
}

function send(socket: WebSocket, message: CallServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A client frame as a call message, or what is wrong with it (for the log: never the frame itself). */
function parseCallMessage(raw: unknown): { success: true; data: CallClientMessage } | { success: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    return { success: false, problem: 'not JSON' };
  }
  const parsed = CallClientMessageSchema.safeParse(value);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`).join('; ') };
}

/**
 * `/ws/call/{groupId}/{token}/`: the two members of a group of exactly two. Every message is
 * relayed to the other member only, through the bus, so the two may be on different instances.
 */
export const callSocket: FastifyPluginAsync<CallSocketOptions> = async (app, { calls, sockets, presence, bus }) => {
  // A user whose instance died has left the call: the other member is told.
  presence.onDeparted((room, userId) => {
    const groupId = callGroupOfRoom(room);
    if (groupId === null) return;
    void calls.findOtherMember(groupId, userId).then((otherId) => (otherId === null ? undefined : calls.leave(groupId, userId, otherId)));
  });

  app.get('/ws/call/:groupId/:token/', { websocket: true }, (socket, request) => {
    const log = releaseUpgradeRequest(socket, request);
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) {
      closeRefused(socket, SOCKET_CLOSE.notFound);
      return;
    }
    const { groupId, token } = params.data;
    // Here rather than in a handler below, so that no closure keeps the upgrade request.
    const signingIn = sockets.authenticate(socket, request, token);
    let unsubscribe = () => {};
    let stopWatchingDeparture = () => {};
    let work = Promise.resolve();

    const sendConnection = async (otherId: number) =>
      send(socket, { type: 'connection', data: { message: 'Connected', other_user_connected: await calls.isConnected(groupId, otherId) } });

    const ready = (async () => {
      const actor = await signingIn;
      if (!actor) return closeRefused(socket, SOCKET_CLOSE.invalidToken);
      // Before the membership check, so that a removal while it runs still closes the socket.
      stopWatchingDeparture = closeOnDeparture(bus, groupId, actor.userId, socket, async () => (await calls.findOtherMember(groupId, actor.userId)) !== null);
      const otherId = await calls.findOtherMember(groupId, actor.userId);
      if (otherId === null) return closeRefused(socket, SOCKET_CLOSE.notAMember);
      if (socket.readyState !== socket.OPEN) return null;
      // Signalling is not replayed. After a gap in the bus each side says it is here again and
      // the other answers in kind, whichever instance got Redis back first, without relying on
      // a presence that a restarted Redis may not hold yet. A user who left meanwhile is
      // announced once Redis takes their departure.
      const imHere = (isResync: boolean) =>
        void bus.publish(callChannel(groupId), { to: otherId, message: { type: 'user_connected', data: { user: actor.userId } }, isResync } satisfies CallEnvelope);
      unsubscribe = bus.subscribe(
        callChannel(groupId),
        (envelope) => {
          const { to, message, isResync } = envelope as CallEnvelope;
          if (to !== actor.userId) return;
          send(socket, message);
          if (isResync) imHere(false);
        },
        () => {
          imHere(true);
          void calls.arrive(groupId, actor.userId);
        },
      );
      if (await presence.join(callRoom(groupId), actor.userId)) {
        await calls.relay(groupId, otherId, { type: 'user_connected', data: { user: actor.userId } });
      }
      await sendConnection(otherId);
      // A call already ringing for this user (answered from the ringing dialog of another page) is sent here.
      await calls.arrive(groupId, actor.userId);
      return { userId: actor.userId, otherId };
    })().catch((error: unknown) => {
      log.error({ err: error }, 'call socket setup failed');
      socket.close(SOCKET_CLOSE.serverError);
      return null;
    });

    socket.on('message', sockets.limitMessages(socket, 'call', (raw) => {
      work = work
        .then(async () => {
          const parties = await ready;
          if (!parties) return;
          const parsed = parseCallMessage(raw);
          if (!parsed.success) {
            // Never dropped in silence: the sender learns it, the log says what was wrong (never the token).
            log.warn({ groupId, userId: parties.userId, problem: parsed.problem }, 'call message refused');
            return send(socket, { type: 'error', message: CALL_MESSAGES.unreadableMessage });
          }
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
              return calls.relayCandidate(groupId, userId, otherId, message.data.rtcMessage);
            case 'cancel_call':
              return calls.cancelCall(groupId, userId, otherId);
          }
        })
        .catch((error: unknown) => {
          log.warn({ err: error, groupId }, 'call message failed');
          send(socket, { type: 'error', message: CALL_MESSAGES.messageFailed });
        });
    }));

    socket.on('close', () => {
      // After the messages the socket sent before it closed: the other side hears a 'cancel_call'
      // and then the departure, in that order, not the departure first.
      void work.then(() => ready).then(async (parties) => {
        unsubscribe();
        stopWatchingDeparture();
        if (parties && (await presence.leave(callRoom(groupId), parties.userId))) {
          await calls.leave(groupId, parties.userId, parties.otherId);
        }
      }).catch((error: unknown) => log.warn({ err: error }, 'socket close not recorded'));
    });
  });
};
