import type { IncomingMessage } from 'node:http';
import { stdSerializers } from 'pino';

/**
 * The subprotocol of Homeroom's own web app. A browser cannot set headers on a socket, so it
 * offers `["homeroom", "token.<key>"]` as protocols instead of putting the key in the address,
 * where proxies and access logs would keep it. The server answers `homeroom`, never the key.
 */
export const SOCKET_PROTOCOL = 'homeroom';
const TOKEN_PROTOCOL_PREFIX = 'token.';

function offeredProtocols(request: Pick<IncomingMessage, 'headers'>): string[] {
  const header = request.headers['sec-websocket-protocol'];
  return (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((protocol) => protocol.trim()).filter(Boolean);
}

/** The protocol the server answers with (RFC 6455 §4.2.2): `homeroom` when offered, else none. */
export function chooseSocketProtocol(protocols: Set<string>): string | false {
  return protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false;
}

/** The token a socket signs in with: offered as a protocol, or, for older clients, in the path. */
export function socketToken(request: Pick<IncomingMessage, 'headers'>, pathToken: string): string {
  const offered = offeredProtocols(request);
  if (!offered.includes(SOCKET_PROTOCOL)) return pathToken;
  const tokenProtocol = offered.find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX));
  return tokenProtocol ? tokenProtocol.slice(TOKEN_PROTOCOL_PREFIX.length) : pathToken;
}

const REDACTED = '[redacted]';
/** The token segment of every socket path: `/ws/chat/{group}/{token}/`, `/ws/notifications/{token}/`. */
const SOCKET_PATH_TOKEN = /(\/ws\/(?:chat|call)\/[^/?#\s]*\/|\/ws\/notifications\/)([^/?#\s]+)/g;
/** Secret links and keys elsewhere (reset and verification links): long runs of letters and digits. */
const LONG_SECRET = /[A-Za-z0-9]{32,}/g;

/** The text with socket tokens and secret-looking keys replaced, so that no log line can sign anyone in. */
export function redactSecrets(text: string): string {
  return text.replace(SOCKET_PATH_TOKEN, `$1${REDACTED}`).replace(LONG_SECRET, REDACTED);
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/**
 * The logger's serializers: Fastify's own, with every address and error message redacted. A
 * socket's address carries its token, and Fastify logs each request's address at `info`.
 */
export const redactingLogSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    const serialized = stdSerializers.err(error);
    return { ...serialized, message: redactSecrets(serialized.message), stack: redactSecrets(serialized.stack) };
  },
};
