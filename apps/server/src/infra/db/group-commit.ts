/** What one item of a batch came to: its own result, or its own refusal. */
export type CommitOutcome<R> = { value: R } | { error: unknown };

export interface GroupCommitOptions<K, I, R> {
  /**
   * Stores the items of one key in one statement or transaction, in the order given; answers an
   * outcome per item, in the same order. Throwing refuses every item of the batch.
   */
  commit: (key: K, items: I[]) => Promise<CommitOutcome<R>[]>;
  /**
   * Runs after each commit, one batch after another in the order the batches started, before
   * their items' promises settle (a broadcast of what was stored, in order). A failure here is
   * the batch's: its items are refused with it.
   */
  afterCommit?: (key: K, outcomes: CommitOutcome<R>[]) => Promise<void> | void;
  /** Items stored together at most: a bound on a statement's size. */
  maxBatch: number;
  /**
   * Commits of one key under way at once (1 or more). With 2, the next batch is sent as soon as it
   * has items, and waits in the database for the lock the commit before it holds: it is there
   * when that lock goes, rather than a round trip and the broadcast of the previous batch later.
   */
  maxInFlight: number;
}

interface Pending<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** A key's items waiting, its commits under way, and the end of the last batch's settling. */
interface KeyQueue<I, R> {
  waiting: Pending<I, R>[];
  inFlight: number;
  /** Batches started whose items have not settled yet. */
  unsettled: number;
  isScheduled: boolean;
  settled: Promise<void>;
}

/**
 * Group commit per key on this instance: while a key's commits are in flight, the items sent for
 * it wait, and the next commit takes all of them at once (up to `maxBatch`). A store that must
 * hold a lock until its commit is flushed (a chat group's row) then pays one lock and one flush
 * for many items instead of one each, and stays as fast as one store when items come one at a
 * time. Each item's promise settles only once the commit that holds it has returned and
 * `afterCommit` has run for it and for every batch before it, with its own outcome.
 *
 * An item that finds a free slot waits for the end of the event loop's turn (`setImmediate`), so
 * that the items that arrived in the same turn (frames read from several sockets at once) go
 * together.
 */
export function createGroupCommit<K, I, R>({
  commit,
  afterCommit,
  maxBatch,
  maxInFlight,
}: GroupCommitOptions<K, I, R>) {
  const queues = new Map<K, KeyQueue<I, R>>();

  function settle(batch: Pending<I, R>[], outcomes: CommitOutcome<R>[]): void {
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (!outcome) pending.reject(new Error('group commit: no outcome for an item'));
      else if ('error' in outcome) pending.reject(outcome.error);
      else pending.resolve(outcome.value);
    });
  }

  /** Forgets a key once nothing of it waits, runs or remains to settle. */
  function forgetIfIdle(key: K, queue: KeyQueue<I, R>): void {
    if (queue.waiting.length === 0 && queue.inFlight === 0 && queue.unsettled === 0 && !queue.isScheduled)
      queues.delete(key);
  }

  function start(key: K, queue: KeyQueue<I, R>): void {
    queue.isScheduled = false;
    while (queue.inFlight < maxInFlight && queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, maxBatch);
      queue.inFlight += 1;
      queue.unsettled += 1;
      const committed = Promise.resolve()
        .then(() =>
          commit(
            key,
            batch.map((pending) => pending.item),
          ),
        )
        .then(
          (outcomes) => ({ outcomes }),
          (error: unknown) => ({ error }),
        );
      void committed.then(() => {
        queue.inFlight -= 1;
        start(key, queue);
      });
      // In the order the batches started, whichever commit returns first.
      const previous = queue.settled;
      queue.settled = committed.then(async (result) => {
        await previous;
        try {
          if ('error' in result) throw result.error;
          await afterCommit?.(key, result.outcomes);
          settle(batch, result.outcomes);
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
        queue.unsettled -= 1;
        forgetIfIdle(key, queue);
      });
    }
  }

  return {
    /** Stores the item with the others of its key that are waiting; settles once it is committed (or refused). */
    submit(key: K, item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        let queue = queues.get(key);
        if (!queue) {
          queue = { waiting: [], inFlight: 0, unsettled: 0, isScheduled: false, settled: Promise.resolve() };
          queues.set(key, queue);
        }
        queue.waiting.push({ item, resolve, reject });
        if (queue.inFlight < maxInFlight && !queue.isScheduled) {
          queue.isScheduled = true;
          const scheduled = queue;
          setImmediate(() => start(key, scheduled));
        }
      });
    },
  };
}
