import { CHAT_MESSAGES, type ChatGroupDto, type ChatMessageDto } from '@homeroom/contract/chat';
import { formatDateTime } from '../../lib/format-date.ts';
import { i18n, translateMessage } from '../../lib/i18n/i18n.ts';

/**
 * Messages kept by id, oldest first. Where both lists hold an id, `preferred`'s copy wins: the
 * server's stored copy carries the real time, a live one only the time it arrived.
 */
export function mergeMessages(
  others: readonly ChatMessageDto[],
  preferred: readonly ChatMessageDto[],
): ChatMessageDto[] {
  const byId = new Map<number, ChatMessageDto>();
  for (const message of others) byId.set(message.id, message);
  for (const message of preferred) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Live messages join the list; one already held (sent twice, or caught up) is kept as it was. */
export function addLiveMessages(
  current: readonly ChatMessageDto[],
  live: readonly ChatMessageDto[],
): ChatMessageDto[] {
  return mergeMessages(live, current);
}

/**
 * Ids of messages the school hid while this page was open (ids are unique across chats). Merges
 * keep what the page holds, so a held copy of these is dropped; only the server's copy, which
 * its sender alone gets (marked hidden), comes back.
 */
const hiddenMessageIds = new Set<number>();

/** The school hid this message: held copies of it go at the next merge. */
export function forgetHiddenMessage(messageId: number): void {
  hiddenMessageIds.add(messageId);
}

/**
 * A fresh answer of chat-group-get (latest messages) merged with what the page already holds:
 * older pages and live messages stay, unless a gap lies between the two lists, in which case
 * the fresh answer starts over (older messages load again by scrolling up).
 */
export function mergeGroupAnswer(cachedAnswer: ChatGroupDto | undefined, fresh: ChatGroupDto): ChatGroupDto {
  if (!cachedAnswer) return fresh;
  const cached = {
    ...cachedAnswer,
    chat_messages: cachedAnswer.chat_messages.filter((message) => !hiddenMessageIds.has(message.id)),
  };
  const freshOldest = fresh.chat_messages[0]?.id;
  const cachedOldest = cached.chat_messages[0]?.id;
  const cachedNewest = cached.chat_messages.at(-1)?.id;
  const hasGap =
    fresh.has_older_messages &&
    freshOldest !== undefined &&
    cachedNewest !== undefined &&
    cachedNewest < freshOldest;
  if (hasGap) return fresh;
  const keepsOlder = cachedOldest !== undefined && (freshOldest === undefined || cachedOldest < freshOldest);
  return {
    ...fresh,
    chat_messages: mergeMessages(cached.chat_messages, fresh.chat_messages),
    has_older_messages: keepsOlder ? cached.has_older_messages : fresh.has_older_messages,
  };
}

/** A message as the list shows it. */
export interface MessageRow {
  message: ChatMessageDto;
  isOwn: boolean;
  /** 'You', the sender's first name, or 'User left the group'. */
  senderLabel: string;
  /** Others' names show only where the sender changes; 'You' marks every own message. */
  showSender: boolean;
}

function senderKey(message: ChatMessageDto): number | null {
  return message.sender?.user.id ?? null;
}

/** Labels each message and says where the sender changes (docs/product.md, "Messages"). */
export function toMessageRows(
  messages: readonly ChatMessageDto[],
  currentUserId: number | undefined,
): MessageRow[] {
  return messages.map((message, index) => {
    const sender = message.sender?.user;
    const isOwn = sender !== undefined && sender.id === currentUserId;
    const previous = messages[index - 1];
    const isNewSender = previous === undefined || senderKey(previous) !== senderKey(message);
    return {
      message,
      isOwn,
      senderLabel: isOwn ? i18n.t('chat:shared.you') : sender ? sender.first_name : translateMessage(CHAT_MESSAGES.userLeftTheGroup),
      showSender: isOwn || isNewSender,
    };
  });
}

/** The time of a message in the user's locale; the date too when it is not from today. */
export function formatMessageTime(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const isToday = date.toDateString() === now.toDateString();
  return isToday
    ? formatDateTime(date, { timeStyle: 'short' })
    : formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
}
