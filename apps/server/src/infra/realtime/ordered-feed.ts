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

/** Where one reader of a stream stands: plain data, so that an idle socket holds no closures of its own here. */
interface Attachment<T> {
  streamId: number;
  reader: FeedReader<T>;
  /** What a reconnecting client missed starts after this id; undefined: from what is stored next. */
  afterId: number | undefined;
  /** Asked the stream's last id the first time instead of `lastId` (see `attach`). */
  readLastId: (() => Promise<number>) | undefined;
  /** Null until the starting point is known. */
  lastDelivered: number | null;
  isStopped: boolean;
  /** A round of the poll while the bus is away is queued already. */
  isPollQueued: boolean;
  retry: NodeJS.Timeout | undefined;
  /** This reader's steps, one after another: its deliveries and reads never overlap. */
  work: Promise<void>;
}

/** The readers of one stream on this instance, and their one subscription to its channel. */
interface Stream<T> {
  readers: Set<Attachment<T>>;
  unsubscribe: () => void;
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
 *
 * The readers of a stream on this instance share one subscription to its channel, which fans
 * each message and each gap out to them; a reader is a plain record of where it stands.
 */
export function createOrderedFeed<T>({ bus, channel, readAfter, lastId, pageSize, retryMs, onError }: OrderedFeedOptions<T>) {
  const reads = new Map<string, Promise<{ id: number; item: T }[]>>();
  const streams = new Map<number, Stream<T>>();
  /** Readers attached, of every stream: the poll while the bus is away runs while there are some. */
  let attachedCount = 0;
  let poll: NodeJS.Timeout | undefined;
  function pollWhileDisconnected(): void {
    if (attachedCount === 0) {
      clearInterval(poll);
      poll = undefined;
    } else if (!poll) {
      // What other instances store meanwhile still reaches the readers, a little later.
      poll = setInterval(() => {
        if (bus.isConnected()) return;
        for (const stream of streams.values()) for (const attachment of stream.readers) catchUpNow(attachment);
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

  /** Queues a step of the reader's; a step that fails is logged and the reader reads again later. */
  function then(attachment: Attachment<T>, step: () => Promise<void> | void): void {
    attachment.work = attachment.work.then(step).catch((error: unknown) => {
      if (attachment.isStopped) return;
      onError(error);
      // Read again from where this reader stands, even if nothing new comes to say so.
      clearTimeout(attachment.retry);
      attachment.retry = setTimeout(() => then(attachment, () => catchUp(attachment)), retryMs);
      attachment.retry.unref();
    });
  }

  /** The starting point, read after subscribing, so that nothing stored later can pass unseen. */
  async function start(attachment: Attachment<T>): Promise<number> {
    const readLast = attachment.readLastId ?? (() => lastId(attachment.streamId));
    attachment.readLastId = undefined;
    const last = await readLast();
    // A point past the end (or of another stream) cannot hide what comes next.
    attachment.lastDelivered = attachment.afterId === undefined ? last : Math.min(attachment.afterId, last);
    return attachment.lastDelivered;
  }

  async function catchUp(attachment: Attachment<T>): Promise<void> {
    const { reader } = attachment;
    for (;;) {
      if (attachment.isStopped) return;
      let cursor = attachment.lastDelivered ?? (await start(attachment));
      const page = await readPage(attachment.streamId, cursor);
      if (page.some(({ id }) => id > cursor) && reader.mayRead && !(await reader.mayRead())) {
        attachment.isStopped = true;
        return;
      }
      for (const { id, item } of page) {
        if (attachment.isStopped) return;
        if (id <= cursor) continue;
        reader.deliver(item);
        attachment.lastDelivered = cursor = id;
        if (reader.isCongested?.()) await reader.drained?.();
      }
      if (page.length < pageSize) return;
      await reader.drained?.();
    }
  }

  /** An item from the bus: delivered at once if it follows the reader's last, else read from the database. */
  function receive(attachment: Attachment<T>, { ordered, item }: OrderedEnvelope<T>): Promise<void> | void {
    const { lastDelivered } = attachment;
    if (attachment.isStopped || lastDelivered === null || ordered.id <= lastDelivered) return;
    if (ordered.previousId === lastDelivered) {
      attachment.reader.deliver(item);
      attachment.lastDelivered = ordered.id;
      return;
    }
    return catchUp(attachment);
  }

  function catchUpNow(attachment: Attachment<T>): void {
    if (attachment.isPollQueued) return;
    attachment.isPollQueued = true;
    then(attachment, () => {
      attachment.isPollQueued = false;
      return catchUp(attachment);
    });
  }

  /** The stream's one subscription on this instance, made for its first reader. */
  function streamOf(streamId: number): Stream<T> {
    let stream = streams.get(streamId);
    if (stream) return stream;
    const readers = new Set<Attachment<T>>();
    const unsubscribe = bus.subscribe(
      channel(streamId),
      (message) => {
        if (!isOrderedEnvelope(message)) {
          for (const attachment of readers) if (!attachment.isStopped) attachment.reader.pass(message);
          return;
        }
        const envelope = message as OrderedEnvelope<T>;
        for (const attachment of readers) then(attachment, () => receive(attachment, envelope));
      },
      () => {
        for (const attachment of readers) then(attachment, () => catchUp(attachment));
      },
    );
    stream = { readers, unsubscribe };
    streams.set(streamId, stream);
    return stream;
  }

  function detach(attachment: Attachment<T>): void {
    attachment.isStopped = true;
    clearTimeout(attachment.retry);
    const stream = streams.get(attachment.streamId);
    if (stream?.readers.delete(attachment)) {
      attachedCount -= 1;
      if (stream.readers.size === 0) {
        streams.delete(attachment.streamId);
        stream.unsubscribe();
      }
    }
    pollWhileDisconnected();
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
      const attachment: Attachment<T> = {
        streamId,
        reader,
        afterId,
        readLastId,
        lastDelivered: null,
        isStopped: false,
        isPollQueued: false,
        retry: undefined,
        work: Promise.resolve(),
      };
      streamOf(streamId).readers.add(attachment);
      attachedCount += 1;
      then(attachment, async () => {
        await start(attachment);
        if (attachment.afterId !== undefined) await catchUp(attachment);
      });
      pollWhileDisconnected();
      return () => detach(attachment);
    },

    /** Readers attached on this instance, and streams they share subscriptions of (for tests). */
    size(): { readers: number; streams: number } {
      return { readers: attachedCount, streams: streams.size };
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
  // Frames sent in this turn are held until it ends (socket-frames.ts): let them go first.
  if (socket.bufferedAmount > 0) await new Promise((resolve) => setImmediate(resolve));
  while (socket.readyState === socket.OPEN && socket.bufferedAmount > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
