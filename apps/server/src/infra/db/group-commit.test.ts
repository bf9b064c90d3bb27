import { describe, expect, it } from 'vitest';
import { createGroupCommit, type CommitOutcome } from './group-commit.ts';

/** A store that records its batches and answers each item doubled, refusing negative ones; its commits wait to be released. */
function recordingStore(maxBatch = 100) {
  const batches: { key: string; items: number[] }[] = [];
  const inFlight: (() => void)[] = [];
  let failNext = false;
  const commits = createGroupCommit<string, number, number>({
    maxBatch,
    async commit(key, items): Promise<CommitOutcome<number>[]> {
      batches.push({ key, items });
      await new Promise<void>((resolve) => inFlight.push(resolve));
      if (failNext) {
        failNext = false;
        throw new Error('the store is away');
      }
      return items.map((item) => (item < 0 ? { error: new Error(`refused ${item}`) } : { value: item * 2 }));
    },
  });
  /** Lets the commits in flight return, once they have started. */
  async function releaseCommit(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (const release of inFlight.splice(0)) release();
  }
  return { commits, batches, releaseCommit, failNextCommit: () => (failNext = true) };
}

describe('group commit', () => {
  it('stores the items sent while a commit of their key is in flight together, in the next commit', async () => {
    const { commits, batches, releaseCommit } = recordingStore();
    const first = commits.submit('group', 1);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [2, 3, 4].map((item) => commits.submit('group', item));
    await releaseCommit();
    expect(await first).toBe(2);
    await releaseCommit();
    expect(await Promise.all(waiting)).toEqual([4, 6, 8]);
    expect(batches).toEqual([
      { key: 'group', items: [1] },
      { key: 'group', items: [2, 3, 4] },
    ]);
  });

  it('keeps the keys apart', async () => {
    const { commits, batches, releaseCommit } = recordingStore();
    const sent = [commits.submit('a', 1), commits.submit('b', 2), commits.submit('a', 3)];
    await releaseCommit();
    expect(await Promise.all(sent)).toEqual([2, 4, 6]);
    expect(batches).toEqual([
      { key: 'a', items: [1, 3] },
      { key: 'b', items: [2] },
    ]);
  });

  it('refuses an item alone, and every item of a commit that fails', async () => {
    const { commits, releaseCommit, failNextCommit } = recordingStore();
    const sent = [commits.submit('group', 1), commits.submit('group', -1), commits.submit('group', 2)];
    await releaseCommit();
    expect(await Promise.allSettled(sent)).toMatchObject([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: { message: 'refused -1' } },
      { status: 'fulfilled', value: 4 },
    ]);
    failNextCommit();
    const failed = [commits.submit('group', 5), commits.submit('group', 6)];
    await releaseCommit();
    expect(await Promise.allSettled(failed)).toMatchObject([
      { status: 'rejected', reason: { message: 'the store is away' } },
      { status: 'rejected', reason: { message: 'the store is away' } },
    ]);
  });

  it('stores at most maxBatch items in one commit', async () => {
    const { commits, batches, releaseCommit } = recordingStore(2);
    const sent = [1, 2, 3, 4, 5].map((item) => commits.submit('group', item));
    for (let commit = 0; commit < 3; commit += 1) await releaseCommit();
    expect(await Promise.all(sent)).toEqual([2, 4, 6, 8, 10]);
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
