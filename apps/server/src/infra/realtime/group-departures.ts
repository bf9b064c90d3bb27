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

/** A socket watching for its user's departure from a group: plain data, no closures of its own. */
interface Watcher {
  userId: number;
  socket: WebSocket;
  isMember: (() => Promise<boolean>) | undefined;
}

/** The watchers of one group on this instance, and their one subscription to its departures. */
interface GroupWatch {
  watchers: Set<Watcher>;
  unsubscribe: () => void;
}

/** Per bus (an instance has one; tests run several), the groups watched. */
const watchesOfBus = new WeakMap<Bus, Map<number, GroupWatch>>();

function closeWatched(watcher: Watcher): void {
  if (watcher.socket.readyState === watcher.socket.OPEN) closeRefused(watcher.socket, SOCKET_CLOSE.notAMember);
}

function askAgain(watcher: Watcher): void {
  if (watcher.isMember) void watcher.isMember().then((isStill) => (isStill ? undefined : closeWatched(watcher)), () => {});
}

/**
 * Watches for the user's departure from the group and closes the socket when it comes; answers
 * the function that stops watching. Subscribed before the membership check, so that a removal
 * during the check is not missed. A departure published during a gap in the bus never comes:
 * after each gap, `isMember` is asked again. The sockets of a group on one instance share one
 * subscription.
 */
export function closeOnDeparture(bus: Bus, groupId: number, userId: number, socket: WebSocket, isMember?: () => Promise<boolean>): () => void {
  let groups = watchesOfBus.get(bus);
  if (!groups) {
    groups = new Map();
    watchesOfBus.set(bus, groups);
  }
  let watch = groups.get(groupId);
  if (!watch) {
    const watchers = new Set<Watcher>();
    const unsubscribe = bus.subscribe(
      departuresChannel(groupId),
      (message) => {
        const departed = (message as Departure).userId;
        for (const watcher of watchers) if (watcher.userId === departed) closeWatched(watcher);
      },
      () => watchers.forEach(askAgain),
    );
    watch = { watchers, unsubscribe };
    groups.set(groupId, watch);
  }
  const watcher: Watcher = { userId, socket, isMember };
  watch.watchers.add(watcher);
  const watched = watch;
  const watchedGroups = groups;
  return () => {
    if (!watched.watchers.delete(watcher) || watched.watchers.size > 0) return;
    if (watchedGroups.get(groupId) === watched) watchedGroups.delete(groupId);
    watched.unsubscribe();
  };
}
