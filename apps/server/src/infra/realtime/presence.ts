/**
 * Who is connected where: a room (a chat, a call) holds users, each with as many connections as
 * they have open tabs. A user is present while at least one connection is open.
 */
export interface Presence {
  /** Counts a connection in; answers whether it is the user's first in the room. */
  join(room: string, userId: number): Promise<boolean>;
  /** Counts a connection out; answers whether it was the user's last in the room. */
  leave(room: string, userId: number): Promise<boolean>;
  /** The users present in each of the rooms, in one look-up. */
  presentIn(rooms: string[]): Promise<Map<string, Set<number>>>;
  /**
   * Called when a user is found gone without closing their sockets (their instance died), so
   * that the others can be told. One instance alone never sees this.
   */
  onDeparted(handler: (room: string, userId: number) => void): void;
}

export function createMemoryPresence(): Presence {
  const rooms = new Map<string, Map<number, number>>();
  return {
    async join(room, userId) {
      const users = rooms.get(room) ?? new Map<number, number>();
      const connections = (users.get(userId) ?? 0) + 1;
      users.set(userId, connections);
      rooms.set(room, users);
      return connections === 1;
    },
    async leave(room, userId) {
      const users = rooms.get(room);
      const connections = (users?.get(userId) ?? 0) - 1;
      if (!users || connections < 0) return false;
      if (connections === 0) users.delete(userId);
      else users.set(userId, connections);
      if (users.size === 0) rooms.delete(room);
      return connections === 0;
    },
    async presentIn(wanted) {
      return new Map(wanted.map((room) => [room, new Set(rooms.get(room)?.keys() ?? [])]));
    },
    onDeparted() {
      // One process: its sockets close with it, and nobody is left to tell.
    },
  };
}

export const chatRoom = (groupId: number) => `chat:${groupId}`;
export const callRoom = (groupId: number) => `call:${groupId}`;

function groupOfRoom(kind: 'chat' | 'call', room: string): number | null {
  const match = new RegExp(`^${kind}:(\\d+)$`).exec(room);
  return match ? Number(match[1]) : null;
}
export const chatGroupOfRoom = (room: string) => groupOfRoom('chat', room);
export const callGroupOfRoom = (room: string) => groupOfRoom('call', room);
