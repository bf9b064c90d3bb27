import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Presence } from './presence.ts';
import { quitRedis } from './redis-connection.ts';

/** An instance that has not said it is alive for this long counts as dead. */
const INSTANCE_TTL_MS = 6000;
const HEARTBEAT_MS = 2000;
const SWEEP_MS = 2000;
/** Rooms whose hashes one sweep round trip fetches. */
const SWEEP_ROOMS_PER_ROUND_TRIP = 500;

/** A room's hash has a field `user:instance` per user and instance, holding its open sockets. */
const userOfField = (field: string) => Number(field.split(':')[0]);
const instanceOfField = (field: string) => field.split(':')[1] ?? '';

/**
 * Presence shared by all instances in Redis. Each room is a hash of `user:instance` → open
 * sockets. Instances renew a short-lived key while they run; entries of an instance whose key
 * has expired are ignored, and swept away, so the users of an instance that died show as
 * disconnected within seconds.
 */
export function createRedisPresence(redisUrl: string, prefix: string): Presence & { close(): Promise<void> } {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', () => {});
  const instanceId = randomUUID();
  const roomKey = (room: string) => `${prefix}presence:${room}`;
  const roomsKey = `${prefix}presence:rooms`;
  const instanceKey = (id: string) => `${prefix}instance:${id}`;
  const departureHandlers = new Set<(room: string, userId: number) => void>();
  /** This instance's own sockets by room and user: what it writes back when Redis comes back empty. */
  const ownSockets = new Map<string, Map<number, number>>();
  function countOwn(room: string, userId: number, change: number): void {
    const users = ownSockets.get(room) ?? new Map<number, number>();
    const count = (users.get(userId) ?? 0) + change;
    if (count > 0) users.set(userId, count);
    else users.delete(userId);
    if (users.size > 0) ownSockets.set(room, users);
    else ownSockets.delete(room);
  }
  // A Redis that restarted has forgotten who is connected here: this instance says it again.
  // Commands queued while Redis was away run first, so the counts written here are the last word.
  let hasBeenReady = false;
  redis.on('ready', () => {
    if (!hasBeenReady) {
      hasBeenReady = true;
      return;
    }
    const pipeline = redis.pipeline().set(instanceKey(instanceId), '1', 'PX', INSTANCE_TTL_MS);
    for (const [room, users] of ownSockets) {
      for (const [userId, count] of users) pipeline.hset(roomKey(room), `${userId}:${instanceId}`, count);
      pipeline.sadd(roomsKey, room);
    }
    void pipeline.exec().catch(() => null);
  });

  const heartbeat = () => redis.set(instanceKey(instanceId), '1', 'PX', INSTANCE_TTL_MS).catch(() => null);
  void heartbeat();
  const heartbeatTimer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  heartbeatTimer.unref();

  /** The users present in a room, counting only instances that are alive. */
  async function aliveUsers(entries: Record<string, string>): Promise<Set<number>> {
    const fields = Object.entries(entries).filter(([, count]) => Number(count) > 0);
    if (fields.length === 0) return new Set();
    const instances = [...new Set(fields.map(([field]) => field.split(':')[1] ?? ''))];
    const alive = await redis.mget(instances.map(instanceKey));
    const aliveInstances = new Set(instances.filter((_, index) => alive[index] !== null));
    return new Set(fields.filter(([field]) => aliveInstances.has(field.split(':')[1] ?? '')).map(([field]) => Number(field.split(':')[0])));
  }

  /**
   * Removes the entries of dead instances; a user left with none anywhere has departed. A few
   * round trips per sweep whatever the number of rooms and members (the rooms' hashes in
   * pipelines, every instance's key in one MGET): idle sockets must cost nothing.
   */
  async function sweep(): Promise<void> {
    const rooms = await redis.smembers(roomsKey);
    for (let start = 0; start < rooms.length; start += SWEEP_ROOMS_PER_ROUND_TRIP) {
      const chunk = rooms.slice(start, start + SWEEP_ROOMS_PER_ROUND_TRIP);
      const pipeline = redis.pipeline();
      for (const room of chunk) pipeline.hgetall(roomKey(room));
      const results = (await pipeline.exec()) ?? [];
      const roomEntries = chunk.map((room, index) => ({ room, entries: (results[index]?.[1] as Record<string, string> | undefined) ?? {} }));
      const others = [...new Set(roomEntries.flatMap(({ entries }) => Object.keys(entries).map(instanceOfField)))].filter((id) => id !== instanceId);
      const alive = new Set<string>([instanceId]);
      if (others.length > 0) {
        const keys = await redis.mget(others.map(instanceKey));
        others.forEach((id, index) => {
          if (keys[index] !== null) alive.add(id);
        });
      }
      for (const { room, entries } of roomEntries) {
        const fields = Object.keys(entries);
        if (fields.length === 0) {
          await redis.srem(roomsKey, room);
          continue;
        }
        const dead = fields.filter((field) => !alive.has(instanceOfField(field)));
        if (dead.length === 0) continue;
        const present = new Set(fields.filter((field) => Number(entries[field]) > 0 && alive.has(instanceOfField(field))).map(userOfField));
        for (const field of dead) {
          // Only the sweeper whose delete took the entry announces the departure.
          if ((await redis.hdel(roomKey(room), field)) === 1 && !present.has(userOfField(field))) {
            departureHandlers.forEach((handler) => handler(room, userOfField(field)));
          }
        }
      }
    }
  }
  const sweepTimer = setInterval(() => void sweep().catch(() => {}), SWEEP_MS);
  sweepTimer.unref();

  return {
    async join(room, userId) {
      countOwn(room, userId, 1);
      const before = await aliveUsers(await redis.hgetall(roomKey(room)));
      await redis.multi().hincrby(roomKey(room), `${userId}:${instanceId}`, 1).sadd(roomsKey, room).exec();
      return !before.has(userId);
    },
    async leave(room, userId) {
      countOwn(room, userId, -1);
      const field = `${userId}:${instanceId}`;
      const remaining = await redis.hincrby(roomKey(room), field, -1);
      // Not while this instance still holds sockets of the user there (a count written back after a restart).
      if (remaining <= 0 && !ownSockets.get(room)?.has(userId)) await redis.hdel(roomKey(room), field);
      return !(await aliveUsers(await redis.hgetall(roomKey(room)))).has(userId);
    },
    async presentIn(rooms) {
      const pipeline = redis.pipeline();
      for (const room of rooms) pipeline.hgetall(roomKey(room));
      const results = (await pipeline.exec()) ?? [];
      const present = new Map<string, Set<number>>();
      for (const [index, room] of rooms.entries()) {
        present.set(room, await aliveUsers((results[index]?.[1] as Record<string, string> | undefined) ?? {}));
      }
      return present;
    },
    onDeparted(handler) {
      departureHandlers.add(handler);
    },
    async close() {
      clearInterval(heartbeatTimer);
      clearInterval(sweepTimer);
      await quitRedis(redis, () => redis.del(instanceKey(instanceId)));
    },
  };
}
