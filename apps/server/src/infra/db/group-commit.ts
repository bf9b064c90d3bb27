/** What one item of a batch came to: its own result, or its own refusal. */
export type CommitOutcome<R> = { value: R } | { error: unknown };

export interface GroupCommitOptions<K, I, R> {
  /**
   * Stores the items of one key in one statement or transaction, in the order given; answers an
   * outcome per item, in the same order. Throwing refuses every item of the batch.
   */
  commit: (key: K, items: I[]) => Promise<CommitOutcome<R>[]>;
  /** Items stored together at most: a bound on a statement's size. */
  maxBatch: number;
}

interface Pending<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit per key on this instance: while a key's commit is in flight, the items sent for it
 * wait, and the next commit takes all of them at once (up to `maxBatch`). A store that must hold a
 * lock until its commit is flushed (a chat group's row) then pays one lock and one flush for many
 * items instead of one each, and stays as fast as one store when items come one at a time. Each
 * item's promise settles only once the commit that holds it has returned, with its own outcome.
 *
 * The first item of an idle key waits for the end of the event loop's turn (`setImmediate`), so that
 * the items that arrived in the same turn (frames read from several sockets at once) go together.
 */
export function createGroupCommit<K, I, R>({ commit, maxBatch }: GroupCommitOptions<K, I, R>) {
  /** The items waiting per key; a key is here while a commit of it is planned or in flight. */
  const queues = new Map<K, Pending<I, R>[]>();

  async function drain(key: K, waiting: Pending<I, R>[]): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const outcomes = await commit(
          key,
          batch.map((pending) => pending.item),
        );
        batch.forEach((pending, index) => {
          const outcome = outcomes[index];
          if (!outcome) pending.reject(new Error('group commit: no outcome for an item'));
          else if ('error' in outcome) pending.reject(outcome.error);
          else pending.resolve(outcome.value);
        });
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    queues.delete(key);
  }

  return {
    /** Stores the item with the others of its key that are waiting; settles once it is committed (or refused). */
    submit(key: K, item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const waiting = queues.get(key);
        if (waiting) {
          waiting.push({ item, resolve, reject });
          return;
        }
        const started: Pending<I, R>[] = [{ item, resolve, reject }];
        queues.set(key, started);
        setImmediate(() => void drain(key, started));
      });
    },
  };
}
