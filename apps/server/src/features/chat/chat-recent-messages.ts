import type { ChatServerMessage } from '@homeroom/contract/chat';
import type { Bus } from '../../infra/realtime/bus.ts';
import type { OrderedEnvelope } from '../../infra/realtime/ordered-feed.ts';

/** A message as a group's kept window holds it: nothing of one viewer, what every member's answer is made from. */
export interface KeptMessage {
  id: number;
  /** Its sender's user id; shown as the sender only while they are a member (else 'User left the group'). */
  senderId: number | null;
  content: string;
  /** When it was stored, as answers write it. */
  time: string;
  isHidden: boolean;
  editedAt: string | null;
  isRemoved: boolean;
  /** Whether files came with it: their addresses are signed per answer, so only these messages need a look-up. */
  hasFiles: boolean;
}

/** The newest messages of a group, and whether they go back to its first one. */
export interface KeptWindow {
  /** Oldest first. */
  messages: KeptMessage[];
  /** Nothing older than `messages[0]` exists: a viewer who sees fewer than a page sees them all. */
  reachesStart: boolean;
}

/**
 * What the bus carries on a group's channel when its kept windows must be read again from the
 * database (a message shown again by the school). Not in the socket contract: sockets drop it.
 */
const WINDOWS_STALE = { type: 'chat_recent_messages_stale' } as const;

interface GroupWindow {
  unsubscribe: () => void;
  /** Bumped by anything a load that began earlier may not have seen: such a load is not kept. */
  generation: number;
  window: KeptWindow | null;
  /** When `window` was read from the database. */
  loadedAt: number;
  /** The load under way, shared by every reader of the group meanwhile. */
  loading: Promise<KeptWindow> | null;
  /** Messages from the bus while `loading` runs, applied on top of what it read. */
  arrivedWhileLoading: { previousId: number; message: KeptMessage }[];
}

interface RecentMessagesOptions {
  bus: Bus;
  channel: (groupId: number) => string;
  /** The group's newest `limit` messages, oldest first, hidden and removed ones too. */
  load: (groupId: number, limit: number) => Promise<KeptMessage[]>;
  /** Messages kept per group: a page and some more, for the messages the school hides from all but their sender. */
  keptPerGroup: number;
  /** Groups kept; the least recently read go first, with their subscription. */
  maxGroups: number;
  /**
   * A window is read again from the database after this long whatever the bus said, so that
   * what no message announces (the retention policy deleting old messages) leaves it in time.
   */
  maxAgeMs: number;
}

function isOrderedEnvelope(message: unknown): message is OrderedEnvelope<ChatServerMessage> {
  return typeof message === 'object' && message !== null && 'ordered' in message && 'item' in message;
}

/** A live message from the bus as the window keeps it; null when it does not carry its time (an older instance's). */
function toKeptMessage(item: ChatServerMessage): KeptMessage | null {
  if (item.type !== 'chat_message' || item.time === undefined) return null;
  return {
    id: item.id,
    senderId: item.user.id === 0 ? null : item.user.id,
    content: item.message,
    time: item.time,
    isHidden: false,
    editedAt: null,
    isRemoved: false,
    hasFiles: (item.attachments?.length ?? 0) > 0,
  };
}

/**
 * The newest messages of each group read lately, kept in memory on this instance, so that
 * opening a chat reads no messages from the database (docs/architecture.md, "Chat").
 *
 * A group's window is read from the database once, and kept current by the group's channel on
 * the bus (the same one its sockets' ordered feed listens to, so one Redis subscription per group
 * and instance): a stored message that follows the window's newest joins it, a removal blanks its
 * message. Anything the window cannot follow for sure (a message that skips ahead, an edit, a
 * hiding, a gap on the bus, the bus away, its age) drops it, and the next reader reads it again.
 * Access is never decided here: the caller checks the membership first and filters per viewer.
 */
export function createRecentMessages({ bus, channel, load, keptPerGroup, maxGroups, maxAgeMs }: RecentMessagesOptions) {
  const groups = new Map<number, GroupWindow>();

  function drop(group: GroupWindow): void {
    group.generation += 1;
    group.window = null;
  }

  function append(window: KeptWindow, previousId: number, message: KeptMessage): boolean {
    const newestId = window.messages.at(-1)?.id ?? 0;
    if (message.id <= newestId) return true;
    // Only the next message of the group: one skipped here may exist.
    if (previousId !== newestId || (newestId === 0 && !window.reachesStart)) return false;
    window.messages.push(message);
    if (window.messages.length > keptPerGroup) {
      window.messages.shift();
      window.reachesStart = false;
    }
    return true;
  }

  function hear(group: GroupWindow, message: unknown): void {
    if (isOrderedEnvelope(message)) {
      const kept = toKeptMessage(message.item);
      if (!kept) return drop(group);
      if (group.loading) {
        group.arrivedWhileLoading.push({ previousId: message.ordered.previousId, message: kept });
        return;
      }
      if (group.window && !append(group.window, message.ordered.previousId, kept)) drop(group);
      return;
    }
    const type = typeof message === 'object' && message !== null && 'type' in message ? message.type : undefined;
    if (type === 'chat_message_removed') {
      const removedId = (message as { data: { id: number } }).data.id;
      // A removal is final, so it can be applied whenever it comes; a load under way may predate it.
      if (group.loading) group.generation += 1;
      const removed = group.window?.messages.find((kept) => kept.id === removedId);
      if (removed) Object.assign(removed, { content: '', isRemoved: true, editedAt: null, hasFiles: false });
      return;
    }
    if (type === 'chat_message_edited' || type === 'message_hidden' || type === WINDOWS_STALE.type) drop(group);
  }

  function groupOf(groupId: number): GroupWindow {
    const group = groups.get(groupId);
    if (group) {
      // Read again: it moves to the end, the last to go.
      groups.delete(groupId);
      groups.set(groupId, group);
      return group;
    }
    const created: GroupWindow = {
      unsubscribe: () => {},
      generation: 0,
      window: null,
      loadedAt: 0,
      loading: null,
      arrivedWhileLoading: [],
    };
    created.unsubscribe = bus.subscribe(
      channel(groupId),
      (message) => hear(created, message),
      () => drop(created),
    );
    groups.set(groupId, created);
    while (groups.size > maxGroups) {
      const [oldestId, oldest] = groups.entries().next().value as [number, GroupWindow];
      groups.delete(oldestId);
      oldest.unsubscribe();
    }
    return created;
  }

  async function loadWindow(group: GroupWindow, groupId: number): Promise<KeptWindow> {
    const generation = group.generation;
    group.arrivedWhileLoading = [];
    try {
      const messages = await load(groupId, keptPerGroup);
      const loaded: KeptWindow = { messages, reachesStart: messages.length < keptPerGroup };
      // Subscribed before the read began: what was stored after its snapshot arrived meanwhile.
      const kept: KeptWindow = { messages: [...messages], reachesStart: loaded.reachesStart };
      const isFollowed = group.arrivedWhileLoading
        .sort((a, b) => a.message.id - b.message.id)
        .every(({ previousId, message }) => append(kept, previousId, message));
      if (isFollowed && group.generation === generation && groups.get(groupId) === group && bus.isConnected()) {
        group.window = kept;
        group.loadedAt = Date.now();
      }
      return loaded;
    } finally {
      group.loading = null;
      group.arrivedWhileLoading = [];
    }
  }

  return {
    /**
     * The group's newest messages: kept, or read now (one read shared by whoever asks meanwhile).
     * `storedUpTo` is the id of the group's last message as the caller read it from the database:
     * a window behind it (the bus has not brought that message to this instance yet) is read
     * again, so that a message stored on any instance is in the next answer on every instance.
     * The caller has checked that the reader is a member.
     */
    async read(groupId: number, storedUpTo: number): Promise<KeptWindow> {
      const group = groupOf(groupId);
      const { window } = group;
      const isCurrent = window !== null && (window.messages.at(-1)?.id ?? 0) >= storedUpTo;
      if (window && isCurrent && bus.isConnected() && Date.now() - group.loadedAt < maxAgeMs) return window;
      if (window) drop(group);
      // A load under way may have begun before that message was stored: it serves only if it has it.
      const pending = group.loading ? await group.loading : null;
      if (pending && (pending.messages.at(-1)?.id ?? 0) >= storedUpTo) return pending;
      group.loading ??= loadWindow(group, groupId);
      return group.loading;
    },

    /** Every instance reads the group's messages again from the database (for what the bus does not otherwise say). */
    announceStale(groupId: number): Promise<void> {
      return bus.publish(channel(groupId), WINDOWS_STALE);
    },

    /** Groups kept on this instance (for tests). */
    get size(): number {
      return groups.size;
    },
  };
}

export type RecentMessages = ReturnType<typeof createRecentMessages>;

/**
 * The page a viewer sees of a kept window, newest `pageSize` first-to-last: what the school hides
 * only for its sender. Null when the window cannot tell (too many hidden messages in it).
 */
export function pageOfWindow(window: KeptWindow, viewerId: number, pageSize: number): { messages: KeptMessage[]; hasOlder: boolean } | null {
  const visible = window.messages.filter((message) => !message.isHidden || message.senderId === viewerId);
  if (visible.length > pageSize) return { messages: visible.slice(-pageSize), hasOlder: true };
  if (window.reachesStart) return { messages: visible, hasOlder: false };
  return null;
}
