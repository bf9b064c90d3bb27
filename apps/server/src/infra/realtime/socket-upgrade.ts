import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Lets go of what @fastify/websocket keeps of a socket's upgrade request for as long as the
 * socket is open, and answers the request's logger, the one part of it a socket handler keeps.
 *
 * The plugin routes the upgrade through Fastify with a `ServerResponse` assigned to the TCP
 * socket (`socket._httpMessage`), and its error listener on the WebSocket closes over Fastify's
 * request and reply: each open socket held its `IncomingMessage`, the response's headers and
 * their stream states, about 2.5 KiB. Once `ws` owns the TCP socket, none of it is used again.
 * The error listener is replaced by one that does what the plugin's did (log, terminate)
 * without the request. Called first in every socket handler, which then keeps no `request`.
 */
export function releaseUpgradeRequest(socket: WebSocket, request: FastifyRequest): FastifyBaseLogger {
  const log = request.log;
  const connection = request.raw.socket as Socket & {
    _httpMessage?: { detachSocket(socket: Socket): void } | null;
  };
  connection._httpMessage?.detachSocket(connection);
  socket.removeAllListeners('error');
  socket.on('error', (error) => {
    log.error({ err: error }, 'socket error');
    socket.terminate();
  });
  return log;
}
