import { describe, expect, it } from 'vitest';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { createMemoryBus, type Bus } from '../../infra/realtime/bus.ts';
import { announceRevokedTokens } from '../../infra/realtime/socket-guard.ts';
import { createTokenCache } from './token-cache.ts';

/** A memory bus whose connection and gaps the test decides, as Redis going away would. */
function controlledBus() {
  const inner = createMemoryBus();
  const gapHandlers = new Set<() => void>();
  let isConnected = true;
  const bus: Bus = {
    publish: (channel, message) => inner.publish(channel, message),
    publishConfirmed: (channel, message) => inner.publishConfirmed(channel, message),
    subscribe(channel, handler, onGap) {
      const unsubscribe = inner.subscribe(channel, handler);
      if (onGap) gapHandlers.add(onGap);
      return () => {
        unsubscribe();
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    isConnected: () => isConnected,
    close: () => inner.close(),
  };
  return {
    bus,
    setConnected(value: boolean) {
      isConnected = value;
    },
    reportGap: () => gapHandlers.forEach((onGap) => onGap()),
  };
}

/** A database of tokens that counts its look-ups. */
function tokenTable(entries: Record<string, Actor>) {
  const table = new Map(Object.entries(entries));
  const lookUp = {
    count: 0,
    run: async (keyHash: string) => {
      lookUp.count += 1;
      return table.get(keyHash) ?? null;
    },
  };
  return { table, lookUp };
}

describe('token cache', () => {
  it('answers a known token from memory after the first look-up, and never keeps an unknown one', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus });
    const { lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 } });
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
    expect(lookUp.count).toBe(1);
    expect(await cache.authenticate('b', lookUp.run)).toBeNull();
    expect(await cache.authenticate('b', lookUp.run)).toBeNull();
    expect(lookUp.count).toBe(3);
  });

  it('keeps each token to its own user', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus });
    const { lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 }, b: { userId: 2, tokenId: 20 } });
    await cache.authenticate('a', lookUp.run);
    await cache.authenticate('b', lookUp.run);
    expect(await cache.authenticate('b', lookUp.run)).toEqual({ userId: 2, tokenId: 20 });
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
  });

  it('forgets a token the moment its revocation is announced', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus });
    const { table, lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 }, b: { userId: 1, tokenId: 11 } });
    await cache.authenticate('a', lookUp.run);
    await cache.authenticate('b', lookUp.run);
    table.delete('a');
    announceRevokedTokens(bus, [10]);
    expect(await cache.authenticate('a', lookUp.run)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('does not keep the answer of a look-up that a revocation overtook', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus });
    const { table, lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 } });
    const slowLookUp = async (keyHash: string) => {
      const answer = await lookUp.run(keyHash);
      // The token is deleted and announced while the answer is on its way back.
      table.delete('a');
      announceRevokedTokens(bus, [10]);
      return answer;
    };
    expect(await cache.authenticate('a', slowLookUp)).toEqual({ userId: 1, tokenId: 10 });
    expect(await cache.authenticate('a', lookUp.run)).toBeNull();
  });

  it('trusts nothing while the bus is disconnected, and empties itself when it reports a gap', async () => {
    const { bus, setConnected, reportGap } = controlledBus();
    const cache = createTokenCache({ bus });
    const { table, lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 } });
    await cache.authenticate('a', lookUp.run);
    setConnected(false);
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
    expect(lookUp.count).toBe(3);
    expect(cache.size).toBe(0);
    // A revocation announced elsewhere meanwhile never arrives: the database says so.
    table.delete('a');
    setConnected(true);
    expect(await cache.authenticate('a', lookUp.run)).toBeNull();

    table.set('a', { userId: 1, tokenId: 10 });
    await cache.authenticate('a', lookUp.run);
    expect(cache.size).toBe(1);
    reportGap();
    expect(cache.size).toBe(0);
  });

  it('looks a token up again once its time to live has passed', async () => {
    const { bus } = controlledBus();
    let time = 0;
    const cache = createTokenCache({ bus, ttlMs: 1000, now: () => time });
    const { lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 } });
    await cache.authenticate('a', lookUp.run);
    time = 999;
    await cache.authenticate('a', lookUp.run);
    expect(lookUp.count).toBe(1);
    time = 1000;
    await cache.authenticate('a', lookUp.run);
    expect(lookUp.count).toBe(2);
  });

  it('holds at most its capacity, dropping the least recently used first', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus, capacity: 2 });
    const { lookUp } = tokenTable({
      a: { userId: 1, tokenId: 1 },
      b: { userId: 2, tokenId: 2 },
      c: { userId: 3, tokenId: 3 },
    });
    await cache.authenticate('a', lookUp.run);
    await cache.authenticate('b', lookUp.run);
    await cache.authenticate('a', lookUp.run);
    await cache.authenticate('c', lookUp.run);
    expect(cache.size).toBe(2);
    expect(lookUp.count).toBe(3);
    await cache.authenticate('a', lookUp.run);
    expect(lookUp.count).toBe(3);
    await cache.authenticate('b', lookUp.run);
    expect(lookUp.count).toBe(4);
    // The dropped token's id no longer leads anywhere: revoking it leaves the others.
    cache.revoke([2, 99]);
    expect(cache.size).toBe(1);
  });

  it('hands out a copy, so that no caller can change what another is told', async () => {
    const { bus } = controlledBus();
    const cache = createTokenCache({ bus });
    const { lookUp } = tokenTable({ a: { userId: 1, tokenId: 10 } });
    await cache.authenticate('a', lookUp.run);
    const actor = await cache.authenticate('a', lookUp.run);
    if (actor) actor.userId = 2;
    expect(await cache.authenticate('a', lookUp.run)).toEqual({ userId: 1, tokenId: 10 });
  });
});
