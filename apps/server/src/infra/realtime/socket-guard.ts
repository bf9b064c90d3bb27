import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import { SOCKET_CLOSE } from '@homeroom/contract/sockets';
import WebSocket, { type RawData, type WebSocketServer } from 'ws';
import type { SocketLimits } from '../../config.ts';
import type { Actor } from '../http/auth-hook.ts';
import type { Bus } from './bus.ts';
import { TokenBucket, type MessageRateLimiter } from './socket-rate-limit.ts';
import { chooseSocketProtocol, socketToken } from './socket-tokens.ts';

/** Close codes of the limits, beside those of refused sockets (socket-close.ts). */
export const SOCKET_LIMIT_CLOSE = {
  /** Kept on sending faster than the limit after being told to slow down. */
  flooding: 1008,
  /** Reads slower than messages come: reconnecting with `?after=` catches up from the database. */
  tooSlow: 1013,
  /** The token was revoked (logout, new password): the same as a refused token. */
  sessionEnded: SOCKET_CLOSE.invalidToken,
} as const;

export const TOO_MANY_MESSAGES = 'Too many messages: wait a moment before sending more.';

/** Every instance closes the sockets of the tokens named on this channel (infra/realtime/bus.ts). */
const REVOKED_TOKENS_CHANNEL = 'sockets:revoked-tokens';

/**
 * Tells every instance that these tokens are revoked: their sockets close with 4401 and their
 * token caches forget them (features/auth/token-cache.ts). Resolves once every instance that
 * heard the announcement has handled it (redis-bus.ts), so that the answer of a logout does not
 * outrun it to another instance; two seconds at most if one does not answer. Never fails: a
 * message lost while Redis is away is made up for by the periodic re-check of sockets and the
 * caches' distrust of a bus that was away.
 */
export async function announceRevokedTokens(bus: Bus, tokenIds: number[]): Promise<void> {
  if (tokenIds.length > 0) await bus.publishConfirmed(REVOKED_TOKENS_CHANNEL, { tokenIds }).catch(() => {});
}

/**
 * Hears the revoked tokens announced by any instance, this one at once (the bus delivers its own
 * publications in-process). `onGap`: announcements may have been lost (the bus came back).
 */
export function listenForRevokedTokens(bus: Bus, handler: (tokenIds: number[]) => void, onGap?: () => void): () => void {
  return bus.subscribe(REVOKED_TOKENS_CHANNEL, (message) => handler((message as { tokenIds: number[] }).tokenIds), onGap);
}

/** Who an open socket acts for. */
interface SocketSession {
  tokenId: number;
  userId: number;
}

type ServerOptions = NonNullable<WebsocketPluginOptions['options']>;

export type MessageKind = 'chat' | 'call';

export interface SocketGuard {
  /** For @fastify/websocket: the frame size, the subprotocol, the send buffer bound. */
  serverOptions: ServerOptions;
  /** Pings every socket of the server and ends those that stop answering. */
  watch(server: WebSocketServer): void;
  /**
   * Signs a socket in with its token (subprotocol or path) and keeps it in the registry until
   * it closes, so that a revoked token closes it.
   */
  authenticate(socket: WebSocket, request: { headers: IncomingHttpHeaders }, pathToken: string): Promise<Actor | null>;
  /**
   * Wraps a socket's message listener: messages over the socket's and the user's rate are
   * answered with an error frame and never reach the listener; a flood closes the socket.
   */
  limitMessages(socket: WebSocket, kind: MessageKind, listener: (raw: RawData) => void): (raw: RawData) => void;
  close(): void;
}

interface SocketGuardDependencies {
  limits: SocketLimits;
  bus: Bus;
  rates: MessageRateLimiter;
  authenticate: (key: string) => Promise<Actor | null>;
  /** The tokens among these that still exist. */
  findLiveTokenIds: (tokenIds: number[]) => Promise<Set<number>>;
  log: FastifyBaseLogger;
}

/**
 * A socket whose unsent buffer passes the bound is closed with 1013 at the send that passed it:
 * a client that stops reading cannot make the server hold every message for it.
 */
/** Sockets the server closed (a revoked token, a departed member, a flood, a slow reader): what their client still says does not count. */
const closedByServer = new WeakSet<WebSocket>();

/**
 * Whether a close frame of the client's has arrived. ws answers one by calling `close()` itself,
 * so only this tells a close the client asked for from one the server started; ws 8 keeps it in
 * a field of its own.
 */
function hasClientCloseFrame(socket: WebSocket): boolean {
  return (socket as unknown as { _closeFrameReceived?: boolean })._closeFrameReceived === true;
}

function boundedSocketClass(maxBufferedBytes: number): ServerOptions['WebSocket'] {
  const BoundedWebSocket = class extends WebSocket {
    override close(code?: number, data?: string | Buffer): void {
      if (this.readyState === WebSocket.OPEN && !hasClientCloseFrame(this)) closedByServer.add(this);
      super.close(code, data);
    }

    override send(data: unknown, ...rest: unknown[]): void {
      Reflect.apply(super.send, this, [data, ...rest]);
      if (this.readyState === WebSocket.OPEN && this.bufferedAmount > maxBufferedBytes) {
        this.close(SOCKET_LIMIT_CLOSE.tooSlow, 'Too slow: reconnect to catch up.');
      }
    }
  };
  // The plugin's types name the ws module rather than its class; ws only needs the class.
  return BoundedWebSocket as unknown as ServerOptions['WebSocket'];
}

/**
 * The limits every live socket goes through, and the registry of open sockets by token, so that
 * a session that ends closes its sockets on every instance. (A member leaving a group closes
 * their sockets of it through group-departures.ts.)
 */
export function createSocketGuard({ limits, bus, rates, authenticate, findLiveTokenIds, log }: SocketGuardDependencies): SocketGuard {
  const sessions = new Map<WebSocket, SocketSession>();
  /** Resolves once the socket is signed in (null if refused); messages wait for it. */
  const pendingSessions = new WeakMap<WebSocket, Promise<SocketSession | null>>();
  const timers: NodeJS.Timeout[] = [];

  const closeTokens = (tokenIds: number[]) => {
    const revoked = new Set(tokenIds);
    for (const [socket, session] of sessions) {
      if (revoked.has(session.tokenId)) socket.close(SOCKET_LIMIT_CLOSE.sessionEnded, 'Session ended.');
    }
  };
  const unsubscribe = bus.subscribe(REVOKED_TOKENS_CHANNEL, (message) => closeTokens((message as { tokenIds: number[] }).tokenIds));

  // Should a revocation message be lost (Redis restarting), the token's sockets still close.
  async function recheckSessions() {
    const tokenIds = [...new Set([...sessions.values()].map((session) => session.tokenId))];
    if (tokenIds.length === 0) return;
    const live = await findLiveTokenIds(tokenIds);
    closeTokens(tokenIds.filter((tokenId) => !live.has(tokenId)));
  }
  const recheckTimer = setInterval(() => {
    recheckSessions().catch((error: unknown) => log.warn({ err: error }, 'socket sessions not checked'));
  }, limits.sessionCheckMs);
  recheckTimer.unref();
  timers.push(recheckTimer);

  return {
    serverOptions: {
      maxPayload: limits.maxFrameBytes,
      handleProtocols: (protocols) => chooseSocketProtocol(protocols),
      WebSocket: boundedSocketClass(limits.maxBufferedBytes),
    },

    watch(server) {
      const lastPong = new WeakMap<WebSocket, number>();
      // One listener for every socket (ws calls it with the socket as `this`): no closure per socket.
      function onPong(this: WebSocket): void {
        lastPong.set(this, Date.now());
      }
      server.on('connection', (socket: WebSocket) => {
        lastPong.set(socket, Date.now());
        socket.on('pong', onPong);
      });
      // One timer for all sockets; a socket silent for the timeout is gone (its network died).
      const heartbeat = setInterval(() => {
        const now = Date.now();
        for (const socket of server.clients) {
          if (now - (lastPong.get(socket) ?? now) >= limits.pongTimeoutMs) socket.terminate();
          else if (socket.readyState === WebSocket.OPEN) socket.ping();
        }
      }, limits.pingMs);
      heartbeat.unref();
      timers.push(heartbeat);
    },

    authenticate(socket, request, pathToken) {
      socket.once('close', () => sessions.delete(socket));
      const signedIn = authenticate(socketToken(request, pathToken)).then((actor) => {
        if (!actor) return { actor, session: null };
        const session = { tokenId: actor.tokenId, userId: actor.userId };
        if (socket.readyState === WebSocket.OPEN) sessions.set(socket, session);
        return { actor, session };
      });
      pendingSessions.set(socket, signedIn.then(({ session }) => session, () => null));
      return signedIn.then(({ actor }) => actor);
    },

    limitMessages(socket, kind, listener) {
      const rate = kind === 'chat' ? limits.chatRate : limits.callRate;
      const socketBucket = new TokenBucket(rate);
      // Refusals have a budget of their own: a client that keeps on flooding is closed. Made at
      // the first refusal: most sockets never need one.
      let refusalBucket: TokenBucket | undefined;
      let admitted = Promise.resolve();
      const refuse = () => {
        if (socket.readyState !== WebSocket.OPEN) return;
        if ((refusalBucket ??= new TokenBucket(rate)).take()) socket.send(JSON.stringify({ type: 'error', message: TOO_MANY_MESSAGES }));
        else socket.close(SOCKET_LIMIT_CLOSE.flooding, 'Too many messages.');
      };
      return (raw) => {
        // A socket the server closed (a revoked token, a departed member, a flood) still hears
        // its client until the close handshake ends, up to ws's 30 s: nothing it says counts.
        if (socket.readyState !== WebSocket.OPEN) return;
        // The socket's own bucket answers at once, so that a flood never queues up in memory.
        if (!socketBucket.take()) return refuse();
        // The user's bucket, shared by their sockets and instances; messages keep their order.
        admitted = admitted.then(async () => {
          const session = await pendingSessions.get(socket);
          if (session && !(await rates.take(`${kind}:${session.userId}`, rate))) return refuse();
          // What a client said before closing counts (a hang-up, a last message); what it said
          // to a socket the server closed while the message waited here does not.
          if (!closedByServer.has(socket)) listener(raw);
        }).catch((error: unknown) => {
          // One failed message must not hold up the socket's later ones.
          log.error({ err: error }, 'socket message failed');
        });
      };
    },

    close() {
      timers.forEach((timer) => clearInterval(timer));
      unsubscribe();
    },
  };
}
