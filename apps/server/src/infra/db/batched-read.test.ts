import { describe, expect, it } from 'vitest';
import { createBatchedRead } from './batched-read.ts';

/** A `readMany` that records each call and answers when the test says so. */
function controlledReads() {
  const calls: {
    keys: number[];
    answer: (found: Map<number, string>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const readMany = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({ keys, answer: resolve, fail: reject });
    });
  return { calls, readMany };
}

const nextRound = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedRead', () => {
  it('reads the keys asked for together in one call, each reader getting its own value', async () => {
    const { calls, readMany } = controlledReads();
    const read = createBatchedRead(readMany);
    const reads = [read(1), read(2), read(1), read(3)];
    await nextRound();
    expect(calls.map((call) => call.keys)).toEqual([[1, 2, 3]]);
    calls[0]!.answer(
      new Map([
        [1, 'one'],
        [2, 'two'],
      ]),
    );
    expect(await Promise.all(reads)).toEqual(['one', 'two', 'one', undefined]);
  });

  it('never answers a key asked for after its call was sent from that call: it waits for the next', async () => {
    const { calls, readMany } = controlledReads();
    const read = createBatchedRead(readMany);
    const first = read(1);
    await nextRound();
    const second = read(1);
    calls[0]!.answer(new Map([[1, 'before the write']]));
    expect(await first).toBe('before the write');
    await nextRound();
    expect(calls).toHaveLength(2);
    calls[1]!.answer(new Map([[1, 'after the write']]));
    expect(await second).toBe('after the write');
  });

  it('splits many keys into calls of at most maxKeys', async () => {
    const { calls, readMany } = controlledReads();
    const read = createBatchedRead(readMany, { maxKeys: 2 });
    const reads = [1, 2, 3, 4, 5].map((key) => read(key));
    await nextRound();
    expect(calls.map((call) => call.keys)).toEqual([[1, 2], [3, 4], [5]]);
    for (const call of calls) call.answer(new Map(call.keys.map((key) => [key, `value ${key}`])));
    expect(await Promise.all(reads)).toEqual(['value 1', 'value 2', 'value 3', 'value 4', 'value 5']);
  });

  it('fails every reader of a call that failed, and reads again afterwards', async () => {
    const { calls, readMany } = controlledReads();
    const read = createBatchedRead(readMany);
    const reads = [read(1), read(2)].map((reading) => reading.catch((error: Error) => error.message));
    await nextRound();
    calls[0]!.fail(new Error('connection lost'));
    expect(await Promise.all(reads)).toEqual(['connection lost', 'connection lost']);
    const again = read(1);
    await nextRound();
    calls[1]!.answer(new Map([[1, 'one']]));
    expect(await again).toBe('one');
  });
  it('with maxInFlight 1, gathers the keys asked for while a call is out into the one after it', async () => {
    const { calls, readMany } = controlledReads();
    const read = createBatchedRead(readMany, { maxInFlight: 1 });
    const first = read(1);
    await nextRound();
    const waiting = [read(2), read(3)];
    await nextRound();
    expect(calls.map((call) => call.keys)).toEqual([[1]]);
    calls[0]!.answer(new Map([[1, 'one']]));
    expect(await first).toBe('one');
    await nextRound();
    expect(calls.map((call) => call.keys)).toEqual([[1], [2, 3]]);
    calls[1]!.answer(new Map([[2, 'two']]));
    expect(await Promise.all(waiting)).toEqual(['two', undefined]);
  });
});
