import { SOCKET_CLOSE } from '@homeroom/contract/sockets';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import type { WebSocket } from 'ws';

const REASONS: Record<number, string> = {
  [SOCKET_CLOSE.invalidToken]: VALIDATION_MESSAGES.invalidToken,
  [SOCKET_CLOSE.notAMember]: 'Not a member of this group.',
  [SOCKET_CLOSE.notFound]: VALIDATION_MESSAGES.notFound,
};

/** Closes a refused socket with its code and the reason a person reads. */
export function closeRefused(socket: WebSocket, code: number): null {
  socket.close(code, REASONS[code] ?? '');
  return null;
}
