import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { closeRefused, SOCKET_CLOSE } from '../../infra/realtime/socket-close.ts';
import { notificationChannel } from './notifications.service.ts';

const ParamsSchema = z.object({ token: z.string() });

/**
 * `/ws/notifications/{token}/`: new, updated and cleared notifications of the user, pushed to
 * every open page so the bell changes without a reload (docs/api.md).
 */
export const notificationsSocket: FastifyPluginAsync<{ authenticate: (key: string) => Promise<Actor | null>; bus: Bus }> = async (
  app,
  { authenticate, bus },
) => {
  app.get('/ws/notifications/:token/', { websocket: true }, (socket, request) => {
    const params = ParamsSchema.safeParse(request.params);
    let unsubscribe = () => {};
    let isClosed = false;
    socket.on('close', () => {
      isClosed = true;
      unsubscribe();
    });
    void (async () => {
      const actor = params.success ? await authenticate(params.data.token) : null;
      if (!actor) return closeRefused(socket, SOCKET_CLOSE.invalidToken);
      if (isClosed) return null;
      unsubscribe = bus.subscribe(notificationChannel(actor.userId), (message) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      });
      return null;
    })().catch((error: unknown) => {
      request.log.error({ err: error }, 'notification socket setup failed');
      socket.close(SOCKET_CLOSE.serverError);
    });
  });
};
