import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus.ts';
import { createOrderedFeed, toOrderedEnvelope } from './ordered-feed.ts';

/**
 * A stream kept in a list stands for the stored messages of one chat; the bus is the real
 * in-process one. What a chat socket sends is what `deliver` receives here.
 */
function setUp({ pageSize = 3, failReads = 0, reorderWaitMs = 0 } = {}) {
  const bus = createMemoryBus();
  const stored: { id: number; item: string }[] = [];
  let readsToFail = failReads;
  let reads = 0;
  /** While set, reads see what is stored when they start and answer only once it resolves. */
  let readsHeld: Promise<void> | null = null;
  const feed = createOrderedFeed<string>({
    bus,
    channel: (streamId) => `stream:${streamId}`,
    async readAfter(_streamId, afterId, limit) {
      reads += 1;
      if (readsToFail > 0) {
        readsToFail -= 1;
        throw new Error('database away');
      }
      const page = stored.filter((entry) => entry.id > afterId).slice(0, limit);
      if (readsHeld) await readsHeld;
      return page;
    },
    lastId: async () => stored.at(-1)?.id ?? 0,
    pageSize,
    retryMs: 20,
    reorderWaitMs,
    onError: () => {},
  });
  const holdReads = () => {
    let release = () => {};
    readsHeld = new Promise((resolve) => (release = resolve));
    return () => {
      readsHeld = null;
      release();
    };
  };
  /** A stored item removed before any read. */
  const remove = (id: number) => stored.splice(stored.findIndex((entry) => entry.id === id), 1);
  const store = (id: number, item: string) => {
    const previousId = stored.at(-1)?.id ?? 0;
    stored.push({ id, item });
    return toOrderedEnvelope(id, previousId, item);
  };
  const publish = (envelope: unknown) => bus.publish('stream:1', envelope);
  const reader = () => {
    const delivered: string[] = [];
    const passed: unknown[] = [];
    return { delivered, passed, deliver: (item: string) => delivered.push(item), pass: (message: unknown) => passed.push(message) };
  };
  return { feed, store, publish, reader, reads: () => reads, holdReads, remove };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the ordered feed', () => {
  it('delivers a message published before the one stored ahead of it in order, once', async () => {
    const { feed, store, publish, reader } = setUp();
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    const first = store(10, 'first');
    const second = store(12, 'second');
    // The later message reaches the bus first, as with two senders on two instances.
    await publish(second);
    await settle();
    await publish(first);
    await settle();
    expect(socket.delivered).toEqual(['first', 'second']);
  });

  it('holds a message that comes ahead of its turn until the one before it comes over the bus, reading nothing', async () => {
    const { feed, store, publish, reader, reads } = setUp({ reorderWaitMs: 200 });
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    const before = reads();
    const first = store(10, 'first');
    const second = store(11, 'second');
    const third = store(12, 'third');
    await publish(third);
    await publish(second);
    expect(socket.delivered).toEqual([]);
    await publish(first);
    await expect.poll(() => socket.delivered).toEqual(['first', 'second', 'third']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.delivered).toEqual(['first', 'second', 'third']);
    expect(reads() - before).toBe(0);
  });

  it('reads what the bus lost once the wait for it ends', async () => {
    const { feed, store, publish, reader, reads } = setUp({ reorderWaitMs: 40 });
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    await publish(store(1, 'one'));
    store(2, 'lost');
    await publish(store(3, 'three'));
    expect(socket.delivered).toEqual(['one']);
    const before = reads();
    await expect.poll(() => socket.delivered).toEqual(['one', 'lost', 'three']);
    expect(reads() - before).toBe(1);
    await publish(store(4, 'four'));
    await expect.poll(() => socket.delivered).toEqual(['one', 'lost', 'three', 'four']);
    expect(reads() - before).toBe(1);
  });

  it('does not share a read that started before the message that asks for it', async () => {
    const { feed, store, publish, reader, reads, holdReads } = setUp();
    const live = reader();
    feed.attach(1, live);
    await settle();
    store(1, 'lost');
    // A returning client's read starts, and takes its time.
    const release = holdReads();
    const returning = reader();
    feed.attach(1, returning, 0);
    await settle();
    // Meanwhile a message is stored after the lost one: the live reader must read it anew.
    await publish(store(2, 'two'));
    await settle();
    release();
    await expect.poll(() => live.delivered).toEqual(['lost', 'two']);
    await expect.poll(() => returning.delivered).toEqual(['lost', 'two']);
    expect(reads()).toBe(2);
  });

  it('drops a held message that its read no longer finds (removed meanwhile), and reads no more for it', async () => {
    const { feed, store, publish, reader, reads, remove } = setUp({ reorderWaitMs: 30 });
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    store(1, 'removed at once');
    const held = store(2, 'removed too');
    remove(1);
    remove(2);
    const before = reads();
    await publish(held);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads() - before).toBe(1);
    expect(socket.delivered).toEqual([]);
    await publish(store(3, 'three'));
    await expect.poll(() => socket.delivered).toEqual(['three']);
  });

  it('delivers every message once, in order, to every reader, however the bus reorders and loses them', async () => {
    // A fixed sequence of draws, so that a failure comes back the same.
    let seed = 7;
    const draw = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const reorderWaitMs of [0, 5]) {
      const bus = createMemoryBus();
      const stored: { id: number; item: number }[] = [];
      const feed = createOrderedFeed<number>({
        bus,
        channel: () => 'stream',
        async readAfter(_streamId, afterId, limit) {
          // Sees what is stored when it starts, answers a little later.
          const page = stored.filter((entry) => entry.id > afterId).slice(0, limit);
          await new Promise((resolve) => setTimeout(resolve, draw() * 8));
          return page;
        },
        lastId: async () => stored.at(-1)?.id ?? 0,
        pageSize: 5,
        retryMs: 20,
        reorderWaitMs,
        onError: () => {},
      });
      const readers = [0, 1, 2, 3].map(() => {
        const delivered: number[] = [];
        return { delivered, deliver: (item: number) => delivered.push(item), pass: () => {} };
      });
      for (const reader of readers) feed.attach(1, reader);
      await settle();
      for (let id = 1; id <= 120; id += 1) {
        const envelope = toOrderedEnvelope(id, stored.at(-1)?.id ?? 0, id);
        stored.push({ id, item: id });
        // One in twenty lost on the bus (never the last), half of them late by up to 10 ms.
        if (id < 120 && draw() < 0.05) continue;
        setTimeout(() => void bus.publish('stream', envelope), draw() < 0.5 ? 0 : draw() * 10);
        if (draw() < 0.3) await new Promise((resolve) => setTimeout(resolve, draw() * 3));
      }
      const all = stored.map((entry) => entry.id);
      await expect.poll(() => readers.map((reader) => reader.delivered), { timeout: 5000 }).toEqual(readers.map(() => all));
    }
  });

  it('reads a message the bus lost from the database as soon as the next one shows the gap', async () => {
    const { feed, store, publish, reader } = setUp();
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    await publish(store(1, 'one'));
    store(2, 'lost');
    await publish(store(3, 'three'));
    await settle();
    expect(socket.delivered).toEqual(['one', 'lost', 'three']);
  });

  it('starts after the last stored message, or after the one the client names, in pages', async () => {
    const { feed, store, publish, reader } = setUp({ pageSize: 3 });
    for (let id = 1; id <= 8; id += 1) store(id, `old ${id}`);
    const fresh = reader();
    const returning = reader();
    feed.attach(1, fresh);
    feed.attach(1, returning, 2);
    await settle();
    await publish(store(9, 'new'));
    await settle();
    expect(fresh.delivered).toEqual(['new']);
    expect(returning.delivered).toEqual(['old 3', 'old 4', 'old 5', 'old 6', 'old 7', 'old 8', 'new']);
  });

  it('reads nothing for a reader that names the last stored message, or one past it', async () => {
    const { feed, store, publish, reader, reads } = setUp();
    for (let id = 1; id <= 4; id += 1) store(id, `old ${id}`);
    const atTheEnd = reader();
    const pastTheEnd = reader();
    feed.attach(1, atTheEnd, 4);
    feed.attach(1, pastTheEnd, 9);
    await settle();
    expect(reads()).toBe(0);
    await publish(store(5, 'new'));
    await settle();
    expect(atTheEnd.delivered).toEqual(['new']);
    expect(pastTheEnd.delivered).toEqual(['new']);
    expect(reads()).toBe(0);
  });

  it('passes the channel’s other messages through, and stops when detached', async () => {
    const { feed, store, publish, reader } = setUp();
    const socket = reader();
    const detach = feed.attach(1, socket);
    await settle();
    await publish({ type: 'user_connected', data: { user: 7 } });
    detach();
    await publish(store(1, 'after'));
    await settle();
    expect(socket.passed).toEqual([{ type: 'user_connected', data: { user: 7 } }]);
    expect(socket.delivered).toEqual([]);
  });

  it('tries a failed read again by itself', async () => {
    const { feed, store, publish, reader } = setUp({ failReads: 2 });
    const socket = reader();
    feed.attach(1, socket);
    await settle();
    store(1, 'one');
    await publish(store(2, 'two'));
    await expect.poll(() => socket.delivered).toEqual(['one', 'two']);
  });

  it('shares one read among the readers of a stream at the same point', async () => {
    const { feed, store, publish, reader, reads } = setUp();
    const sockets = [reader(), reader(), reader()];
    for (const socket of sockets) feed.attach(1, socket);
    await settle();
    store(1, 'lost');
    const before = reads();
    await publish(store(2, 'two'));
    await settle();
    for (const socket of sockets) expect(socket.delivered).toEqual(['lost', 'two']);
    expect(reads() - before).toBe(1);
  });

  it('subscribes a stream once for all its readers, tells each of a gap, and lets go with the last', async () => {
    const bus = createMemoryBus();
    const stored: { id: number; item: string }[] = [];
    const subscriptions: { onGap?: () => void; stop: () => void }[] = [];
    const countingBus = {
      ...bus,
      subscribe(channel: string, handler: (message: unknown) => void, onGap?: () => void) {
        const subscription = { onGap, stop: bus.subscribe(channel, handler, onGap) };
        subscriptions.push(subscription);
        return () => {
          subscriptions.splice(subscriptions.indexOf(subscription), 1);
          subscription.stop();
        };
      },
    };
    const feed = createOrderedFeed<string>({
      bus: countingBus,
      channel: (streamId) => `stream:${streamId}`,
      readAfter: async (_streamId, afterId, limit) => stored.filter((entry) => entry.id > afterId).slice(0, limit),
      lastId: async () => stored.at(-1)?.id ?? 0,
      pageSize: 3,
      retryMs: 20,
      onError: () => {},
    });
    const readers = [0, 1, 2].map(() => {
      const delivered: string[] = [];
      return { delivered, deliver: (item: string) => delivered.push(item), pass: () => {} };
    });
    const stops = readers.map((reader) => feed.attach(1, reader));
    const other = feed.attach(2, { deliver: () => {}, pass: () => {} });
    await settle();
    expect(subscriptions).toHaveLength(2);
    expect(feed.size()).toEqual({ readers: 4, streams: 2 });
    // Stored while the bus lost its word: the gap brings it to every reader of the stream.
    stored.push({ id: 1, item: 'lost' });
    subscriptions[0]!.onGap?.();
    await expect.poll(() => readers.map((reader) => reader.delivered)).toEqual([['lost'], ['lost'], ['lost']]);
    stops[0]!();
    await bus.publish('stream:1', toOrderedEnvelope(2, 1, 'two'));
    await settle();
    expect(readers.map((reader) => reader.delivered)).toEqual([['lost'], ['lost', 'two'], ['lost', 'two']]);
    stops[1]!();
    stops[2]!();
    expect(subscriptions).toHaveLength(1);
    other();
    expect(subscriptions).toHaveLength(0);
    expect(feed.size()).toEqual({ readers: 0, streams: 0 });
  });
});
