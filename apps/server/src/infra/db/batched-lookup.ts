/**
 * A look-up by key whose concurrent callers share one statement. The keys asked for while the
 * event loop handles one round of input (the requests of every connection read together) are
 * read at once when that round is done (`setImmediate`); while a statement is out, the keys asked
 * for meanwhile wait for it to come back and go in the next one. Under load that is one statement
 * for tens of requests instead of one each, on this process and on the database; alone, a caller
 * waits for nothing but its own statement.
 *
 * A caller never joins a statement already sent: what it reads was committed no earlier than
 * when it asked, so a write that committed before a request arrived is seen by that request, on
 * every instance, as with a statement of its own.
 */
export function createBatchedLookup<Key, Value>({
  lookUpMany,
  missing,
  maxInFlight = 1,
}: {
  /** One statement for all these keys (distinct); a key it has no answer for gets `missing`. */
  lookUpMany: (keys: Key[]) => Promise<Map<Key, Value>>;
  missing: Value;
  /** How many statements may be out at once. */
  maxInFlight?: number;
}): (key: Key) => Promise<Value> {
  type Waiter = { resolve: (value: Value) => void; reject: (error: unknown) => void };
  let gathering = new Map<Key, Waiter[]>();
  let isScheduled = false;
  let inFlight = 0;

  function sendGathered(): void {
    isScheduled = false;
    if (gathering.size === 0 || inFlight >= maxInFlight) return;
    const batch = gathering;
    gathering = new Map();
    inFlight += 1;
    lookUpMany([...batch.keys()])
      .then(
        (values) => {
          for (const [key, waiters] of batch)
            for (const waiter of waiters)
              waiter.resolve(values.has(key) ? (values.get(key) as Value) : missing);
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        sendGathered();
      });
  }

  return (key) =>
    new Promise<Value>((resolve, reject) => {
      const waiters = gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(key, [{ resolve, reject }]);
      if (!isScheduled && inFlight < maxInFlight) {
        isScheduled = true;
        setImmediate(sendGathered);
      }
    });
}
