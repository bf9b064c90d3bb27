import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';

const redisUrl = process.env.REDIS_URL;
const silentLog = { info: () => {}, warn: () => {} };
const CHANNEL = 'sockets:revoked-tokens';

describe.skipIf(!redisUrl)('a confirmed publication over Redis', () => {
  const prefix = `homeroom-test:redis-bus-${process.pid}-${Date.now()}:`;
  const opened: { close(): Promise<unknown> | void }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((closable) => closable.close()));
  });

  /** An instance's bus, once its subscriptions are in force. */
  async function instance(heard: unknown[], options?: { confirmTimeoutMs: number }): Promise<Bus> {
    const bus = createRedisBus(redisUrl ?? '', prefix, silentLog, options);
    opened.push(bus);
    bus.subscribe(CHANNEL, (message) => heard.push(message));
    await expect.poll(() => bus.isConnected(), { timeout: 10_000 }).toBe(true);
    return bus;
  }

  /** A listener that hears the channel as an instance would but answers only when told. */
  async function slowListener() {
    const connection = new Redis(redisUrl ?? '');
    const publisher = new Redis(redisUrl ?? '');
    opened.push({ close: () => connection.disconnect() }, { close: () => publisher.disconnect() });
    const confirms: string[] = [];
    connection.on('message', (_channel: string, raw: string) => {
      const { confirm } = JSON.parse(raw) as { confirm?: string };
      if (confirm) confirms.push(confirm);
    });
    await connection.subscribe(prefix + CHANNEL);
    return {
      confirms,
      answer: (confirm: string) => publisher.publish(`${prefix}bus:acknowledgements`, JSON.stringify({ origin: 'slow listener', message: confirm })),
    };
  }

  it('resolves once every other instance has handled it, and not before', async () => {
    const heardOnA: unknown[] = [];
    const heardOnB: unknown[] = [];
    const a = await instance(heardOnA);
    await instance(heardOnB);
    const slow = await slowListener();

    let resolved = false;
    const published = a.publishConfirmed(CHANNEL, { tokenIds: [7] }).then(() => (resolved = true));
    await expect.poll(() => slow.confirms.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The slow listener has not answered yet.
    expect(resolved).toBe(false);

    await slow.answer(slow.confirms[0] ?? '');
    await published;
    // Resolved: instance B has handled it too.
    expect(heardOnA).toEqual([{ tokenIds: [7] }]);
    expect(heardOnB).toEqual([{ tokenIds: [7] }]);
  });

  it('gives up on a listener that never answers after its time, and a plain publication asks for no answer', async () => {
    const a = await instance([], { confirmTimeoutMs: 300 });
    const slow = await slowListener();
    const startedAt = Date.now();
    await a.publishConfirmed(CHANNEL, { tokenIds: [8] });
    expect(slow.confirms).toHaveLength(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);

    await a.publish(CHANNEL, { tokenIds: [9] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.confirms).toHaveLength(1);
  });
});
