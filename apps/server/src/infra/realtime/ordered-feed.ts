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
  /**
   * How long an item that skips ahead waits for the items before it to come over the bus before
   * they are read from the database (0: at once). With two instances, a message stored on the
   * other one usually arrives a moment after the next one stored here, which was delivered in
   * process; waiting that moment spares every reader of the stream a read.
   */
  reorderWaitMs?: number;
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
  /** Items that skipped ahead, by the id of the item before each, while the ones between may still come. */
  held: Map<number, HeldItem<T>> | undefined;
  /** Ends the wait for the items between: they are read from the database. */
  reorderTimer: NodeJS.Timeout | undefined;
  /** This reader's steps, one after another: its deliveries and reads never overlap. */
  work: Promise<void>;
}

/** An item that came ahead of its turn, and when (see `news` in `createOrderedFeed`). */
interface HeldItem<T> {
  envelope: OrderedEnvelope<T>;
  receivedAt: number;
}

/** A read of a page from the database, shared by the readers of a stream at the same point. */
interface PageRead<T> {
  page: Promise<{ id: number; item: T }[]>;
  /** `news` when it started: it has seen every item received until then. */
  startedAt: number;
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
 * directly goes out at once, with any held items that follow it; one already delivered is
 * dropped; one that skips ahead (published out of order by another instance, or after an item the
 * bus lost) is held for `reorderWaitMs`, and if the items between have not come by then the reader
 * reads the rest from the database, page after page, in order. Every gap the bus reports makes it
 * read at once; so does the bus being away, every little while. Readers of the same stream at the
 * same point share each read.
 *
 * The readers of a stream on this instance share one subscription to its channel, which fans
 * each message and each gap out to them; a reader is a plain record of where it stands.
 */
export function createOrderedFeed<T>({ bus, channel, readAfter, lastId, pageSize, retryMs, reorderWaitMs = 0, onError }: OrderedFeedOptions<T>) {
  const reads = new Map<string, PageRead<T>>();
  const streams = new Map<number, Stream<T>>();
  /**
   * Counts what the bus said (each item, each gap) and each round of the poll. An item is stored
   * before it is published, so a read that starts after the count that brought it sees it; one
   * that started before may not, and a reader that needs the item does not share that read.
   */
  let news = 0;
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
        news += 1;
        for (const stream of streams.values()) for (const attachment of stream.readers) catchUpNow(attachment);
      }, retryMs);
      poll.unref();
    }
  }

  /** The page after `afterId`, from a read started at `since` or later, shared when one is in flight. */
  function readPage(streamId: number, afterId: number, since: number) {
    const key = `${streamId}:${afterId}`;
    const shared = reads.get(key);
    if (shared && shared.startedAt >= since) return shared.page;
    const read: PageRead<T> = {
      page: readAfter(streamId, afterId, pageSize).finally(() => {
        if (reads.get(key) === read) reads.delete(key);
      }),
      startedAt: news,
    };
    reads.set(key, read);
    return read.page;
  }

  /** Queues a step of the reader's; a step that fails is logged and the reader reads again later. */
  function then(attachment: Attachment<T>, step: () => Promise<void> | void): void {
    attachment.work = attachment.work.then(step).catch((error: unknown) => {
      if (attachment.isStopped) return;
      onError(error);
      // Read again from where this reader stands, even if nothing new comes to say so.
      clearTimeout(attachment.retry);
      const since = news;
      attachment.retry = setTimeout(() => then(attachment, () => catchUp(attachment, since)), retryMs);
      attachment.retry.unref();
    });
  }

  /**
   * The starting point, read after subscribing, so that nothing stored later can pass unseen.
   * Answers whether anything stored before it is still owed: only a reader that names a point
   * before the stream's last item has missed something.
   */
  async function start(attachment: Attachment<T>): Promise<boolean> {
    const readLast = attachment.readLastId ?? (() => lastId(attachment.streamId));
    attachment.readLastId = undefined;
    const last = await readLast();
    // A point past the end (or of another stream) cannot hide what comes next.
    attachment.lastDelivered = attachment.afterId === undefined ? last : Math.min(attachment.afterId, last);
    return attachment.lastDelivered < last;
  }

  /** Delivers from the database, page after page, every item stored when `news` was at `since`. */
  async function catchUp(attachment: Attachment<T>, since: number): Promise<void> {
    const { reader } = attachment;
    for (;;) {
      if (attachment.isStopped) return;
      if (attachment.lastDelivered === null) await start(attachment);
      let cursor = attachment.lastDelivered ?? 0;
      const page = await readPage(attachment.streamId, cursor, since);
      if (page.some(({ id }) => id > cursor) && reader.mayRead && !(await reader.mayRead())) {
        attachment.isStopped = true;
        stopHolding(attachment);
        return;
      }
      for (const { id, item } of page) {
        if (attachment.isStopped) return;
        if (id <= cursor) continue;
        reader.deliver(item);
        attachment.lastDelivered = cursor = id;
        if (reader.isCongested?.()) await reader.drained?.();
      }
      if (page.length < pageSize) {
        settleHeld(attachment, since);
        return;
      }
      await reader.drained?.();
    }
  }

  function stopHolding(attachment: Attachment<T>): void {
    clearTimeout(attachment.reorderTimer);
    attachment.reorderTimer = undefined;
    attachment.held = undefined;
  }

  /** Delivers the held items that now follow the reader's last, in order. */
  function deliverHeld(attachment: Attachment<T>): void {
    const { held } = attachment;
    if (!held) return;
    for (;;) {
      const next = attachment.isStopped ? undefined : held.get(attachment.lastDelivered ?? -1);
      if (!next) break;
      held.delete(next.envelope.ordered.previousId);
      attachment.reader.deliver(next.envelope.item);
      attachment.lastDelivered = next.envelope.ordered.id;
    }
    if (held.size === 0) stopHolding(attachment);
  }

  /**
   * After a catch-up that read everything stored when `news` was at `since`: a held item it
   * delivered is done, and one received by then that it did not deliver was removed since.
   * Items received later keep waiting.
   */
  function settleHeld(attachment: Attachment<T>, since: number): void {
    const { held, lastDelivered } = attachment;
    if (!held || lastDelivered === null) return;
    for (const [previousId, { envelope, receivedAt }] of held) {
      if (envelope.ordered.id <= lastDelivered || receivedAt <= since) held.delete(previousId);
    }
    deliverHeld(attachment);
    if (attachment.held && !attachment.reorderTimer) waitForHeld(attachment);
  }

  /** Reads what the held items wait for once `reorderWaitMs` has passed. */
  function waitForHeld(attachment: Attachment<T>): void {
    attachment.reorderTimer = setTimeout(() => {
      attachment.reorderTimer = undefined;
      const held = attachment.held;
      if (!held) return;
      const since = Math.max(...[...held.values()].map((entry) => entry.receivedAt));
      then(attachment, () => catchUp(attachment, since));
    }, reorderWaitMs);
    attachment.reorderTimer.unref();
  }

  /** An item from the bus: delivered at once if it follows the reader's last, else held a moment, else read from the database. */
  function receive(attachment: Attachment<T>, envelope: OrderedEnvelope<T>, receivedAt: number): Promise<void> | void {
    const { ordered, item } = envelope;
    const { lastDelivered } = attachment;
    if (attachment.isStopped || lastDelivered === null || ordered.id <= lastDelivered) return;
    if (ordered.previousId === lastDelivered) {
      attachment.reader.deliver(item);
      attachment.lastDelivered = ordered.id;
      deliverHeld(attachment);
      return;
    }
    if (reorderWaitMs <= 0) return catchUp(attachment, receivedAt);
    attachment.held ??= new Map();
    attachment.held.set(ordered.previousId, { envelope, receivedAt });
    if (!attachment.reorderTimer) waitForHeld(attachment);
  }

  function catchUpNow(attachment: Attachment<T>): void {
    if (attachment.isPollQueued) return;
    attachment.isPollQueued = true;
    const since = news;
    then(attachment, () => {
      attachment.isPollQueued = false;
      return catchUp(attachment, since);
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
        const receivedAt = ++news;
        for (const attachment of readers) then(attachment, () => receive(attachment, envelope, receivedAt));
      },
      () => {
        const since = ++news;
        for (const attachment of readers) then(attachment, () => catchUp(attachment, since));
      },
    );
    stream = { readers, unsubscribe };
    streams.set(streamId, stream);
    return stream;
  }

  function detach(attachment: Attachment<T>): void {
    attachment.isStopped = true;
    clearTimeout(attachment.retry);
    stopHolding(attachment);
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
        held: undefined,
        reorderTimer: undefined,
        work: Promise.resolve(),
      };
      streamOf(streamId).readers.add(attachment);
      attachedCount += 1;
      const since = news;
      then(attachment, async () => {
        // A client at the stream's end (the chat page names the newest message it read) has
        // missed nothing: what is stored next comes over the bus, and no read is needed.
        if (await start(attachment)) await catchUp(attachment, since);
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
