import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup.ts';

/** A store read by key, that records each read it serves and can hold one back until let go. */
function createStore(values: Map<number, string>) {
  const reads: number[][] = [];
  let holdNext: Promise<void> | null = null;
  return {
    reads,
    values,
    hold(): () => void {
      let release = () => {};
      holdNext = new Promise((resolve) => (release = resolve));
      return release;
    },
    async lookUpMany(keys: number[]): Promise<Map<number, string>> {
      reads.push(keys);
      // What the read answers is what the store holds as it is sent.
      const answer = new Map(
        keys.flatMap((key) => (values.has(key) ? [[key, values.get(key) as string] as const] : [])),
      );
      const held = holdNext;
      holdNext = null;
      if (held) await held;
      return answer;
    },
  };
}

describe('a batched look-up', () => {
  it('serves the callers of one round with one read, each its own key, and the missing value for an unknown key', async () => {
    const store = createStore(
      new Map([
        [1, 'one'],
        [2, 'two'],
      ]),
    );
    const lookUp = createBatchedLookup({
      lookUpMany: (keys: number[]) => store.lookUpMany(keys),
      missing: 'none',
    });
    expect(await Promise.all([lookUp(1), lookUp(2), lookUp(1), lookUp(3)])).toEqual([
      'one',
      'two',
      'one',
      'none',
    ]);
    expect(store.reads).toEqual([[1, 2, 3]]);
  });

  it('never gives a caller the answer of a read sent before it asked', async () => {
    const store = createStore(new Map([[1, 'before']]));
    const lookUp = createBatchedLookup({
      lookUpMany: (keys: number[]) => store.lookUpMany(keys),
      missing: 'none',
    });
    const release = store.hold();
    const early = lookUp(1);
    // Let the first read go out, then write and ask again while it is still out.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.reads).toHaveLength(1);
    store.values.set(1, 'after');
    const late = lookUp(1);
    release();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(store.reads).toEqual([[1], [1]]);
  });

  it('fails the callers of a failed read only, and serves the next round', async () => {
    let isDown = true;
    const lookUp = createBatchedLookup({
      lookUpMany: async (keys: number[]) => {
        if (isDown) throw new Error('database unreachable');
        return new Map(keys.map((key) => [key, key * 10]));
      },
      missing: 0,
    });
    await expect(Promise.all([lookUp(1), lookUp(2)])).rejects.toThrow('database unreachable');
    isDown = false;
    expect(await lookUp(2)).toBe(20);
  });
});
