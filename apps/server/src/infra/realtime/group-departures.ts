import { SOCKET_CLOSE } from '@homeroom/contract/sockets';
import type { WebSocket } from 'ws';
import type { Bus } from './bus.ts';
import { closeRefused } from './socket-close.ts';

/** The bus channel on which a group's sockets, on every instance, learn who stopped being a member. */
const departuresChannel = (groupId: number) => `group-departures:${groupId}`;

interface Departure {
  userId: number;
}

/**
 * Closes, on every instance, the chat and call sockets a user has open for a group, with 4403:
 * they were removed or left, and may no longer read or signal there. The close handlers then
 * tell the others `user_disconnected`, as for any socket that closes.
 */
export function closeUserSocketsOfGroup(bus: Bus, groupId: number, userId: number): Promise<void> {
  return bus.publish(departuresChannel(groupId), { userId } satisfies Departure);
}

/**
 * Watches for the user's departure from the group and closes the socket when it comes; answers
 * the function that stops watching. Subscribed before the membership check, so that a removal
 * during the check is not missed. A departure published during a gap in the bus never comes:
 * after each gap, `isMember` is asked again.
 */
export function closeOnDeparture(bus: Bus, groupId: number, userId: number, socket: WebSocket, isMember?: () => Promise<boolean>): () => void {
  const close = () => {
    if (socket.readyState === socket.OPEN) closeRefused(socket, SOCKET_CLOSE.notAMember);
  };
  return bus.subscribe(
    departuresChannel(groupId),
    (message) => {
      if ((message as Departure).userId === userId) close();
    },
    isMember && (() => void isMember().then((isStill) => (isStill ? undefined : close()), () => {})),
  );
}
