/**
 * Reads by key that concurrent requests share: every key asked for while the event loop handles
 * one round of I/O (the requests that arrived together) is read by one statement, sent once that
 * round is over (`setImmediate`). Under load, tens of requests share one round trip, on this
 * process and on the database; alone, a read is its one statement, as before.
 *
 * Never staler than a read of its own: a key joins only a statement not sent yet, so each
 * statement starts after every request it answers arrived, and sees every write committed before,
 * on every instance.
 *
 * `maxInFlight` bounds the statements out at once: the keys asked for meanwhile wait for one to
 * come back and go together in the next (the bell's version, read by every request, uses 1).
 * `maxKeys` bounds the keys of one statement.
 */
export function createBatchedRead<Key, Value>(
  readMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  { maxKeys = 100, maxInFlight = Infinity }: { maxKeys?: number; maxInFlight?: number } = {},
): (key: Key) => Promise<Value | undefined> {
  type Reader = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<Key, Reader[]>();
  let isScheduled = false;
  let inFlight = 0;

  function takeWaiting(): Map<Key, Reader[]> {
    if (waiting.size <= maxKeys) {
      const batch = waiting;
      waiting = new Map();
      return batch;
    }
    const batch = new Map<Key, Reader[]>();
    for (const [key, readers] of waiting) {
      if (batch.size === maxKeys) break;
      batch.set(key, readers);
    }
    for (const key of batch.keys()) waiting.delete(key);
    return batch;
  }

  function send(): void {
    isScheduled = false;
    while (waiting.size > 0 && inFlight < maxInFlight) {
      const batch = takeWaiting();
      inFlight += 1;
      readMany([...batch.keys()])
        .then(
          (found) => {
            for (const [key, readers] of batch) for (const reader of readers) reader.resolve(found.get(key));
          },
          (error: unknown) => {
            for (const readers of batch.values()) for (const reader of readers) reader.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  }

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const readers = waiting.get(key);
      if (readers) readers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!isScheduled && inFlight < maxInFlight) {
        isScheduled = true;
        setImmediate(send);
      }
    });
}
