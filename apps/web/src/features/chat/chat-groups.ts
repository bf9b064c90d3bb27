import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES, MEMBER_PREVIEW_COUNT, type UserGroupsDto } from '@homeroom/contract/chat';
import { fullNameOf } from '../../lib/full-name.ts';

export type UserGroup = UserGroupsDto['chat_group_member'][number]['group'];

/** At most `max` names, then '...' when there are more (docs/product.md, "Group chats"). */
export function memberPreview(names: readonly string[], max = MEMBER_PREVIEW_COUNT): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} ...` : shown;
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
    const title = other ? fullNameOf(other) : CHAT_MESSAGES.directMessageTitle;
    return { id: group.id, isDirect: true, title, preview: title };
  }
  const names = group.chat_members.map((member) =>
    member.user.id === currentUserId ? 'You' : fullNameOf(member.user),
  );
  return { id: group.id, isDirect: false, title: group.name, preview: memberPreview(names) };
}

/** The user's chats, split into group chats and direct messages, each newest first. */
export function splitGroups(answer: UserGroupsDto, currentUserId: number | undefined) {
  const summaries = answer.chat_group_member
    .map((membership) => summarizeGroup(membership.group, currentUserId))
    .sort((a, b) => b.id - a.id);
  return {
    groups: summaries.filter((summary) => !summary.isDirect),
    directChats: summaries.filter((summary) => summary.isDirect),
  };
}

/** The id of the user's existing direct chat with `userId`, if there is one (docs/product.md, "Direct messages"). */
export function findDirectChatWith(answer: UserGroupsDto, userId: number): number | null {
  const membership = answer.chat_group_member.find(
    ({ group }) => group.direct_message && group.chat_members.some((member) => member.user.id === userId),
  );
  return membership?.group.id ?? null;
}
