import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ChatGroupDto, ChatMemberDto, ChatMessageDto, UserGroupsDto } from '@homeroom/contract/chat';

/** Test data of the chat feature (kept beside it: the app's test/factories.ts is shared). */
export const ADA: UserSummaryDto = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
export const SAM: UserSummaryDto = { id: 8, first_name: 'Sam', last_name: 'Carter', profile_picture: null };
export const PRIYA: UserSummaryDto = { id: 9, first_name: 'Priya', last_name: 'Shah', profile_picture: null };

export function buildMember(
  person: Omit<UserSummaryDto, 'profile_picture'> & { profile_picture?: string | null },
  overrides: Partial<ChatMemberDto> = {},
): ChatMemberDto {
  const user = { profile_picture: null, ...person };
  return {
    id: user.id * 10,
    user,
    group: 5,
    connected_to_call: false,
    connected_to_chat: false,
    ...overrides,
  };
}

export function buildMessage(
  id: number,
  sender: UserSummaryDto | null,
  content = `Message ${id}`,
): ChatMessageDto {
  return {
    id,
    sender: sender ? { id: sender.id, user: sender } : null,
    content,
    time: '2031-05-02T09:30:00.000Z',
    group: 5,
    edited_at: null,
    is_removed: false,
  };
}

/** Group 5, "Book fair helpers", owned by Ada (user 7) with Sam and Priya. */
export function buildChatGroup(overrides: Partial<ChatGroupDto> = {}): ChatGroupDto {
  return {
    id: 5,
    name: 'Book fair helpers',
    direct_message: false,
    recipient: null,
    group_owner: ADA,
    only_owner_adds_members: false,
    chat_members: [buildMember(ADA), buildMember(SAM), buildMember(PRIYA)],
    chat_messages: [],
    has_older_messages: false,
    ...overrides,
  };
}

/** A direct chat 6 between Ada and Sam. */
export function buildDirectChat(overrides: Partial<ChatGroupDto> = {}): ChatGroupDto {
  return buildChatGroup({
    id: 6,
    name: 'direct',
    direct_message: true,
    recipient: SAM,
    chat_members: [buildMember(ADA, { group: 6 }), buildMember(SAM, { group: 6 })],
    ...overrides,
  });
}

/**
 * The memberships of Ada in `groups`, as chat-group-user-get answers them, in the order given:
 * each with its group's newest message and the unread count `unread` names (0 otherwise).
 */
export function buildUserGroups(
  groups: ChatGroupDto[],
  me: UserSummaryDto = ADA,
  unread: Record<number, number> = {},
): UserGroupsDto {
  return {
    chat_group_member: groups.map((group, index) => ({
      id: 100 + index,
      user: me,
      group: {
        id: group.id,
        name: group.name,
        direct_message: group.direct_message,
        recipient: group.recipient,
        group_owner: group.group_owner,
        only_owner_adds_members: group.only_owner_adds_members,
        chat_members: group.chat_members,
      },
      connected_to_call: false,
      connected_to_chat: false,
      last_message: lastMessageOf(group),
      unread_count: unread[group.id] ?? 0,
    })),
  };
}

function lastMessageOf(group: ChatGroupDto): UserGroupsDto['chat_group_member'][number]['last_message'] {
  const last = group.chat_messages.at(-1);
  if (!last) return null;
  return { id: last.id, text: last.content, sender: last.sender?.user ?? null, created_at: last.time };
}
