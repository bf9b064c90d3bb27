import type { WebSocket } from 'ws';
import type { Bus } from './bus.ts';

/**
 * What the bus carries for a stored item of an ordered stream (a chat's messages): its id, and
 * the id of the stream's item just before it (0 for the first). Items of one stream must be
 * stored one at a time, so that when an item is published every item before it is stored.
 */
export interface OrderedEnvelope<T> {
  ordered: { id: number; previousId: number };
  item: T;
}

export function toOrderedEnvelope<T>(id: number, previousId: number, item: T): OrderedEnvelope<T> {
  return { ordered: { id, previousId }, item };
}

function isOrderedEnvelope(message: unknown): message is OrderedEnvelope<unknown> {
  return typeof message === 'object' && message !== null && 'ordered' in message && 'item' in message;
}

export interface OrderedFeedOptions<T> {
  bus: Bus;
  channel: (streamId: number) => string;
  /** Up to `limit` stored items after `afterId`, oldest first. */
  readAfter: (streamId: number, afterId: number, limit: number) => Promise<{ id: number; item: T }[]>;
  /** The id of the stream's last stored item; 0 when it has none. */
  lastId: (streamId: number) => Promise<number>;
  /** Items read from the database at a time while catching up. */
  pageSize: number;
  /**
   * A read that failed (the database busy or away) is tried again after this long; while the
   * bus cannot reach the other instances, readers read what they stored this often.
   */
  retryMs: number;
  onError: (error: unknown) => void;
}

export interface FeedReader<T> {
  /** Each item of the stream, once, in id order. */
  deliver: (item: T) => void;
  /** Anything else on the channel (presence), as it comes. */
  pass: (message: unknown) => void;
  /** Resolves when the reader can take the next page; pages of a long catch-up wait for it. */
  drained?: () => Promise<void>;
  /**
   * Whether the reader holds so much unsent that a catch-up should wait for `drained` before
   * the next item: one page of long messages can exceed a socket's send buffer bound.
   */
  isCongested?: () => boolean;
  /**
   * Asked before a page read from the database goes out: a reader who may no longer read the
   * stream (removed from the group while the bus could not say so) gets no more of it.
   */
  mayRead?: () => Promise<boolean>;
}

/**
 * Delivers the items of a stream to its readers (sockets) in id order, each once, whatever the
 * bus does. The database is the truth; the bus only says that something new is stored.
 *
 * Each reader keeps the id of the last item it got. An item from the bus that follows it
 * directly goes out at once; one already delivered is dropped; one that skips ahead (an item
 * lost on the bus, or published out of order by another sender) and every gap the bus reports
 * make the reader read the rest from the database, page after page, in order; so does the
 * bus being away, every little while. Readers of the same stream at the same point share each read.
 */
export function createOrderedFeed<T>({ bus, channel, readAfter, lastId, pageSize, retryMs, onError }: OrderedFeedOptions<T>) {
  const reads = new Map<string, Promise<{ id: number; item: T }[]>>();
  /** Each attached reader's way to catch up, for the rounds while the bus is away. */
  const attached = new Set<() => void>();
  let poll: NodeJS.Timeout | undefined;
  function pollWhileDisconnected(): void {
    if (attached.size === 0) {
      clearInterval(poll);
      poll = undefined;
    } else if (!poll) {
      // What other instances store meanwhile still reaches the readers, a little later.
      poll = setInterval(() => {
        if (!bus.isConnected()) attached.forEach((catchUpNow) => catchUpNow());
      }, retryMs);
      poll.unref();
    }
  }

  function readPage(streamId: number, afterId: number) {
    const key = `${streamId}:${afterId}`;
    let read = reads.get(key);
    if (!read) {
      read = readAfter(streamId, afterId, pageSize).finally(() => reads.delete(key));
      reads.set(key, read);
    }
    return read;
  }

  return {
    /**
     * Starts delivering the stream to a reader: from after `afterId` when given (what a
     * reconnecting client missed), else from what is stored next. Answers the function that
     * stops it. `readLastId`, when given, is asked the stream's last id the first time instead
     * of `lastId`: a reader that reads it along with its own checks, issued after this call
     * subscribed, saves a statement.
     */
    attach(streamId: number, reader: FeedReader<T>, afterId?: number, readLastId?: () => Promise<number>): () => void {
      /** Null until the starting point is known. */
      let lastDelivered: number | null = null;
      let isStopped = false;
      let retry: NodeJS.Timeout | undefined;
      let work = Promise.resolve();
      // One step after another: deliveries and reads of one reader never overlap.
      const then = (step: () => Promise<void> | void) => {
        work = work.then(step).catch((error: unknown) => {
          if (isStopped) return;
          onError(error);
          // Read again from where this reader stands, even if nothing new comes to say so.
          clearTimeout(retry);
          retry = setTimeout(() => then(catchUp), retryMs);
          retry.unref();
        });
      };

      /** The starting point, read after subscribing, so that nothing stored later can pass unseen. */
      let firstLastId = readLastId;
      async function start(): Promise<number> {
        const readLast = firstLastId ?? (() => lastId(streamId));
        firstLastId = undefined;
        const last = await readLast();
        // A point past the end (or of another stream) cannot hide what comes next.
        lastDelivered = afterId === undefined ? last : Math.min(afterId, last);
        return lastDelivered;
      }

      async function catchUp(): Promise<void> {
        for (;;) {
          if (isStopped) return;
          let cursor = lastDelivered ?? (await start());
          const page = await readPage(streamId, cursor);
          if (page.some(({ id }) => id > cursor) && reader.mayRead && !(await reader.mayRead())) {
            isStopped = true;
            return;
          }
          for (const { id, item } of page) {
            if (isStopped) return;
            if (id <= cursor) continue;
            reader.deliver(item);
            lastDelivered = cursor = id;
            if (reader.isCongested?.()) await reader.drained?.();
          }
          if (page.length < pageSize) return;
          await reader.drained?.();
        }
      }

      const unsubscribe = bus.subscribe(
        channel(streamId),
        (message) => {
          if (!isOrderedEnvelope(message)) return reader.pass(message);
          const { ordered, item } = message as OrderedEnvelope<T>;
          then(() => {
            if (isStopped || lastDelivered === null || ordered.id <= lastDelivered) return;
            if (ordered.previousId === lastDelivered) {
              reader.deliver(item);
              lastDelivered = ordered.id;
              return;
            }
            return catchUp();
          });
        },
        () => then(catchUp),
      );
      then(async () => {
        await start();
        if (afterId !== undefined) await catchUp();
      });
      let isPollQueued = false;
      const catchUpNow = () => {
        if (isPollQueued) return;
        isPollQueued = true;
        then(() => {
          isPollQueued = false;
          return catchUp();
        });
      };
      attached.add(catchUpNow);
      pollWhileDisconnected();

      return () => {
        isStopped = true;
        clearTimeout(retry);
        attached.delete(catchUpNow);
        pollWhileDisconnected();
        unsubscribe();
      };
    },
  };
}

/**
 * Unsent bytes past which a catch-up waits for the socket to drain: well under the bound at
 * which a socket is closed as a slow reader (SOCKET_MAX_BUFFERED_BYTES, 1 MiB by default).
 */
export const CATCH_UP_CONGESTED_BYTES = 256 * 1024;

/** Whether a catch-up on this socket should let it drain before sending more. */
export function isSocketCongested(socket: WebSocket): boolean {
  return socket.bufferedAmount > CATCH_UP_CONGESTED_BYTES;
}

/** Resolves once the socket has handed what it holds to the network, or has closed. */
export async function socketDrained(socket: WebSocket): Promise<void> {
  while (socket.readyState === socket.OPEN && socket.bufferedAmount > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
