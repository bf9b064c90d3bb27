import type { Bus } from './bus.ts';

/** A snapshot taken while messages kept coming is taken again, at most this many times in a row. */
const SNAPSHOT_ATTEMPTS = 3;

export interface ResyncOptions {
  send: (message: unknown) => void;
  /**
   * Messages that set the subscriber to the current state, from the database (the unread
   * notifications) or the shared presence: each must be safe to apply again.
   */
  snapshot: () => Promise<unknown[]>;
  onError: (error: unknown) => void;
}

/**
 * A subscription for state rather than a stream: after every gap the bus reports, the
 * subscriber is sent the current state, then the live messages again. Live messages that come
 * while the state is read are held; if any came, the state is read again, since it may already
 * hold them, so that an older message never follows a newer state.
 */
export function subscribeWithResync(bus: Bus, channel: string, { send, snapshot, onError }: ResyncOptions): () => void {
  let held: unknown[] | null = null;
  let isAgain = false;
  let isStopped = false;

  async function resync(): Promise<void> {
    if (held) {
      isAgain = true;
      return;
    }
    held = [];
    try {
      for (let attempt = 1; ; attempt += 1) {
        isAgain = false;
        held = [];
        const messages = await snapshot();
        if (isStopped) return;
        if ((held.length === 0 && !isAgain) || attempt === SNAPSHOT_ATTEMPTS) {
          messages.forEach(send);
          break;
        }
      }
    } catch (error) {
      onError(error);
    } finally {
      const waiting: unknown[] = held ?? [];
      held = null;
      if (!isStopped) waiting.forEach(send);
    }
  }

  const unsubscribe = bus.subscribe(
    channel,
    (message) => {
      if (held) held.push(message);
      else send(message);
    },
    () => void resync(),
  );
  return () => {
    isStopped = true;
    unsubscribe();
  };
}
