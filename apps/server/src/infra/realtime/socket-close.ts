import type { WebSocket } from 'ws';

/** Close codes of refused sockets: the client learns why at once, and never hangs. */
export const SOCKET_CLOSE = {
  serverError: 1011,
  invalidToken: 4401,
  notAMember: 4403,
  notFound: 4404,
} as const;

const REASONS: Record<number, string> = {
  [SOCKET_CLOSE.invalidToken]: 'Invalid token.',
  [SOCKET_CLOSE.notAMember]: 'Not a member of this group.',
  [SOCKET_CLOSE.notFound]: 'Not found.',
};

export function closeRefused(socket: WebSocket, code: number): null {
  socket.close(code, REASONS[code] ?? '');
  return null;
}
