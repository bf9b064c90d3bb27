import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The socket reference: a bare `ws` server that broadcasts each message to the sockets of the
 * same group, in the chat's message shape. With BENCH_REDIS_URL several of them share
 * broadcasts through Redis pub/sub, as Homeroom's instances do. No token, no database.
 * Anything that is not `{"message": ...}` is answered with an error, as Homeroom does: the
 * benchmarks use that to know a socket is ready.
 */
const rooms = new Map<string, Set<WebSocket>>();
let lastId = 0;
const redisUrl = process.env.BENCH_REDIS_URL;
const prefix = process.env.BENCH_REDIS_PREFIX ?? 'bench-reference:';
const publisher = redisUrl ? new Redis(redisUrl) : null;
const subscriber = redisUrl ? new Redis(redisUrl) : null;

function deliver(room: string, text: string): void {
  for (const socket of rooms.get(room) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
}
subscriber?.on('message', (channel: string, text: string) => deliver(channel.slice(prefix.length), text));

const server = createServer((_request, response) => response.end('{"ok":true}'));
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket, request) => {
  const match = /^\/ws\/chat\/(\d+)\/\w+\//.exec(request.url ?? '');
  if (!match) return socket.close(4404);
  const room = `chat:${match[1]}`;
  let members = rooms.get(room);
  if (!members) {
    members = new Set();
    rooms.set(room, members);
    void subscriber?.subscribe(prefix + room);
  }
  members.add(socket);
  socket.on('message', (raw) => {
    let parsed: { message?: unknown };
    try {
      parsed = JSON.parse(String(raw)) as { message?: unknown };
    } catch {
      parsed = {};
    }
    if (typeof parsed.message !== 'string') return socket.send(JSON.stringify({ type: 'error', message: 'Send {"message": "..."}.' }));
    lastId += 1;
    const text = JSON.stringify({ type: 'chat_message', id: lastId, message: parsed.message, user: { id: 1, first_name: 'Bench', last_name: 'User' } });
    if (publisher) void publisher.publish(prefix + room, text);
    else deliver(room, text);
  });
  socket.on('close', () => {
    members.delete(socket);
    if (members.size === 0) {
      rooms.delete(room);
      void subscriber?.unsubscribe(prefix + room);
    }
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const socket of sockets.clients) socket.terminate();
  publisher?.disconnect();
  subscriber?.disconnect();
  server.close(() => process.exit(0));
});
