import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES, MEMBER_PREVIEW_COUNT, type UserGroupsDto } from '@homeroom/contract/chat';
import { formatDateTime } from '../../lib/format-date.ts';
import { fullNameOf } from '../../lib/full-name.ts';
import { i18n, translateMessage } from '../../lib/i18n/i18n.ts';

export type UserGroup = UserGroupsDto['chat_group_member'][number]['group'];

/** At most `max` names, then '...' when there are more (docs/product.md, "Group chats"). */
export function memberPreview(names: readonly string[], max = MEMBER_PREVIEW_COUNT): string {
  const shown = names.slice(0, max).join(i18n.t('chat:shared.listSeparator'));
  return names.length > max ? i18n.t('chat:shared.moreNames', { names: shown }) : shown;
}

/** The other person of a direct chat, whoever opened it. */
export function otherPersonOf(
  group: Pick<UserGroup, 'chat_members' | 'recipient' | 'group_owner'>,
  currentUserId: number | undefined,
): UserSummaryDto | null {
  const member = group.chat_members.find((candidate) => candidate.user.id !== currentUserId);
  if (member) return member.user;
  if (group.recipient && group.recipient.id !== currentUserId) return group.recipient;
  return group.group_owner.id !== currentUserId ? group.group_owner : null;
}

export interface GroupSummary {
  id: number;
  isDirect: boolean;
  /** The group's name, or the other person's for a direct chat. */
  title: string;
  /** Up to five member names then '...'; the current user reads 'You'. */
  preview: string;
}

export function summarizeGroup(group: UserGroup, currentUserId: number | undefined): GroupSummary {
  if (group.direct_message) {
    const other = otherPersonOf(group, currentUserId);
    const title = other ? fullNameOf(other) : translateMessage(CHAT_MESSAGES.directMessageTitle);
    return { id: group.id, isDirect: true, title, preview: title };
  }
  const names = group.chat_members.map((member) =>
    member.user.id === currentUserId ? i18n.t('chat:shared.you') : fullNameOf(member.user),
  );
  return { id: group.id, isDirect: false, title: group.name, preview: memberPreview(names) };
}

/** A chat as the inbox lists it. */
export interface InboxEntry extends GroupSummary {
  /** The other person of a direct chat, for their picture; null for a group. */
  person: UserSummaryDto | null;
  lastMessage: {
    /** 'You', the sender's first name, or 'User left the group'. */
    senderLabel: string;
    text: string;
    time: string;
  } | null;
  unreadCount: number;
}

/** The user's chats, direct and group, in the order the server gives: latest activity first. */
export function toInboxEntries(answer: UserGroupsDto, currentUserId: number | undefined): InboxEntry[] {
  return answer.chat_group_member.map((membership): InboxEntry => {
    const summary = summarizeGroup(membership.group, currentUserId);
    const last = membership.last_message;
    return {
      ...summary,
      person: summary.isDirect ? otherPersonOf(membership.group, currentUserId) : null,
      lastMessage: last
        ? {
            senderLabel: !last.sender
              ? translateMessage(CHAT_MESSAGES.userLeftTheGroup)
              : last.sender.id === currentUserId
                ? i18n.t('chat:shared.you')
                : last.sender.first_name || fullNameOf(last.sender),
            // Files alone: "📷 Photo" or "PDF: name".
            text:
              last.text ||
              (last.attachment?.kind === 'image'
                ? i18n.t('chatAttachments:inboxPhoto')
                : last.attachment
                  ? i18n.t('chatAttachments:inboxPdf', { name: last.attachment.name })
                  : ''),
            time: last.created_at,
          }
        : null,
      unreadCount: membership.unread_count,
    };
  });
}

/** The sum of the unread counts of the user's chats. */
export function countUnreadMessages(entries: readonly Pick<InboxEntry, 'unreadCount'>[]): number {
  return entries.reduce((total, entry) => total + entry.unreadCount, 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * When a chat's last message came, as short as it can be: the time today, 'Yesterday', the
 * weekday within the week, else the date (with the year when it is not this one).
 */
export function formatInboxTime(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (daysAgo <= 0) return formatDateTime(date, { hour: 'numeric', minute: '2-digit' });
  if (daysAgo === 1) return i18n.t('chat:inbox.yesterday');
  if (daysAgo < 7) return formatDateTime(date, { weekday: 'short' });
  if (date.getFullYear() === now.getFullYear()) return formatDateTime(date, { day: 'numeric', month: 'short' });
  return formatDateTime(date, { dateStyle: 'medium' });
}

/** The id of the user's existing direct chat with `userId`, if there is one (docs/product.md, "Direct messages"). */
export function findDirectChatWith(answer: UserGroupsDto, userId: number): number | null {
  const membership = answer.chat_group_member.find(
    ({ group }) => group.direct_message && group.chat_members.some((member) => member.user.id === userId),
  );
  return membership?.group.id ?? null;
}
