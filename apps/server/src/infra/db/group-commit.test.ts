import { describe, expect, it } from 'vitest';
import { createGroupCommit, type CommitOutcome } from './group-commit.ts';

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A store that records its batches and answers each item doubled, refusing negative ones; each
 * commit waits until it is released. `afterCommit` records the batches it sees, in its order.
 */
function recordingStore({ maxBatch = 100, maxInFlight = 1 } = {}) {
  const batches: { key: string; items: number[] }[] = [];
  const afterCommits: number[][] = [];
  const inFlight: { items: number[]; release: () => void }[] = [];
  let failNext = false;
  const commits = createGroupCommit<string, number, number>({
    maxBatch,
    maxInFlight,
    async commit(key, items): Promise<CommitOutcome<number>[]> {
      batches.push({ key, items });
      await new Promise<void>((resolve) => inFlight.push({ items, release: resolve }));
      if (failNext) {
        failNext = false;
        throw new Error('the store is away');
      }
      return items.map((item) => (item < 0 ? { error: new Error(`refused ${item}`) } : { value: item * 2 }));
    },
    afterCommit(_key, outcomes) {
      afterCommits.push(outcomes.flatMap((outcome) => ('value' in outcome ? [outcome.value] : [])));
    },
  });
  /** Lets the commits in flight return (those of `items` only, when given), once they have started. */
  async function releaseCommit(items?: number[]): Promise<void> {
    await endOfTurn();
    for (const commit of [...inFlight]) {
      if (items && commit.items.join() !== items.join()) continue;
      inFlight.splice(inFlight.indexOf(commit), 1);
      commit.release();
    }
  }
  return { commits, batches, afterCommits, releaseCommit, failNextCommit: () => (failNext = true) };
}

describe('group commit', () => {
  it('stores the items sent while a commit of their key is in flight together, in the next commit', async () => {
    const { commits, batches, releaseCommit } = recordingStore();
    const first = commits.submit('group', 1);
    await endOfTurn();
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
    const { commits, batches, releaseCommit } = recordingStore({ maxBatch: 2 });
    const sent = [1, 2, 3, 4, 5].map((item) => commits.submit('group', item));
    for (let commit = 0; commit < 3; commit += 1) await releaseCommit();
    expect(await Promise.all(sent)).toEqual([2, 4, 6, 8, 10]);
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('sends the next batch while one is in flight, and settles the batches in the order they started', async () => {
    const { commits, batches, afterCommits, releaseCommit } = recordingStore({ maxInFlight: 2 });
    const settled: number[] = [];
    const track = (item: number) => commits.submit('group', item).then((value) => void settled.push(value));
    const first = track(1);
    await endOfTurn();
    const second = [2, 3].map(track);
    await endOfTurn();
    // Two in flight: this one waits for a free slot.
    const third = track(4);
    await endOfTurn();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3]]);
    // The second commit returns first: its items still settle after the first's.
    await releaseCommit([2, 3]);
    await endOfTurn();
    expect(settled).toEqual([]);
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3], [4]]);
    await releaseCommit([1]);
    await Promise.all([first, ...second]);
    await releaseCommit([4]);
    await third;
    expect(settled).toEqual([2, 4, 6, 8]);
    expect(afterCommits).toEqual([[2], [4, 6], [8]]);
  });
});
