/**
 * Reads by key gathered into one statement: every key asked for while the event loop handles
 * one round of I/O (the requests that arrived together) is read by a single statement, sent once
 * that round is over (`setImmediate`). Under load, many requests share one round trip; alone, a
 * read is its one statement, as before.
 *
 * Never staler than a read of its own: a key joins only a statement not sent yet, so each
 * statement starts after every request it answers arrived, and sees every write committed before.
 */
export function createBatchedRead<Key, Value>(
  readMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  { maxKeys = 100 }: { maxKeys?: number } = {},
): (key: Key) => Promise<Value | undefined> {
  type Reader = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<Key, Reader[]>();
  let isScheduled = false;

  function send(): void {
    isScheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      const slice = keys.slice(start, start + maxKeys);
      readMany(slice).then(
        (found) => {
          for (const key of slice) for (const reader of batch.get(key) ?? []) reader.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const reader of batch.get(key) ?? []) reader.reject(error);
        },
      );
    }
  }

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const readers = waiting.get(key);
      if (readers) readers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!isScheduled) {
        isScheduled = true;
        setImmediate(send);
      }
    });
}
