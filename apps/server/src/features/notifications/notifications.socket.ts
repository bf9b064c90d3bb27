import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { NotificationServerMessage } from '@homeroom/contract/notifications';
import { SOCKET_CLOSE } from '@homeroom/contract/sockets';
import type { Bus } from '../../infra/realtime/bus.ts';
import { subscribeWithResync } from '../../infra/realtime/resync.ts';
import type { SocketGuard } from '../../infra/realtime/socket-guard.ts';
import { closeRefused } from '../../infra/realtime/socket-close.ts';
import { releaseUpgradeRequest } from '../../infra/realtime/socket-upgrade.ts';
import { sendToSocket } from '../../infra/realtime/socket-frames.ts';
import { notificationChannel, type NotificationsService } from './notifications.service.ts';

const ParamsSchema = z.object({ token: z.string() });

/**
 * `/ws/notifications/{token}/`: new, updated and cleared notifications of the user, pushed to
 * every open page so the bell changes without a reload (docs/api.md). After a gap in the bus the
 * page is sent the whole list again, as "all read" and then each unread entry, which every
 * client already applies.
 */
export const notificationsSocket: FastifyPluginAsync<{
  sockets: SocketGuard;
  bus: Bus;
  notifications: Pick<NotificationsService, 'listNotifications'>;
}> = async (app, { sockets, bus, notifications }) => {
  app.get('/ws/notifications/:token/', { websocket: true }, (socket, request) => {
    const log = releaseUpgradeRequest(socket, request);
    const params = ParamsSchema.safeParse(request.params);
    // Here rather than in a handler below, so that no closure keeps the upgrade request.
    const signingIn = params.success ? sockets.authenticate(socket, request, params.data.token) : Promise.resolve(null);
    let unsubscribe = () => {};
    let isClosed = false;
    socket.on('close', () => {
      isClosed = true;
      unsubscribe();
    });
    void (async () => {
      const actor = await signingIn;
      if (!actor) return closeRefused(socket, SOCKET_CLOSE.invalidToken);
      if (isClosed) return null;
      unsubscribe = subscribeWithResync(bus, notificationChannel(actor.userId), {
        send: (message) => sendToSocket(socket, message as object),
        snapshot: async () => [
          { type: 'notifications_read_all' } satisfies NotificationServerMessage,
          // Oldest first, as they would have come.
          ...(await notifications.listNotifications(actor)).reverse().map((notification): NotificationServerMessage => ({ type: 'notification', notification })),
        ],
        onError: (error) => log.warn({ err: error }, 'notifications not brought up to date after a gap'),
      });
      return null;
    })().catch((error: unknown) => {
      log.error({ err: error }, 'notification socket setup failed');
      socket.close(SOCKET_CLOSE.serverError);
    });
  });
};
