import type { UserSummaryDto } from '@homeroom/contract/accounts';
import {
  alreadyInTheGroup,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatGroupDto,
  type ChatMemberDto,
  type ChatMessageDto,
  type ChatServerMessage,
  type UserGroupsDto,
} from '@homeroom/contract/chat';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { callRoom, chatRoom, type Presence } from '../../infra/realtime/presence.ts';
import type { StudentsService } from '../students/students.service.ts';
import * as repo from './chat.repo.ts';
import type { GroupRow, MemberRow, MessageRow } from './chat.repo.ts';

/** The bus channel of a chat group's live messages. */
export const chatChannel = (groupId: number) => `chat:${groupId}`;

function toUser(person: { id: number; firstName: string; lastName: string }): UserSummaryDto {
  return { id: person.id, first_name: person.firstName, last_name: person.lastName };
}

export function toMessageDto(message: MessageRow): ChatMessageDto {
  return {
    id: message.id,
    sender: message.sender ? { id: message.sender.id, user: toUser(message.sender) } : null,
    content: message.content,
    time: message.createdAt.toISOString(),
    group: message.groupId,
  };
}

/** What the socket sends for a stored message. */
export function toLiveMessage(message: MessageRow): ChatServerMessage {
  return {
    type: 'chat_message',
    id: message.id,
    message: message.content,
    user: message.sender ? toUser(message.sender) : { id: 0, first_name: '', last_name: '' },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** What happens after a message is sent; the notifications feature listens here. */
export interface ChatListener {
  messageSent(message: { groupId: number; sender: { id: number; firstName: string; lastName: string }; content: string }): Promise<void>;
}

interface ChatDependencies {
  db: Database;
  students: StudentsService;
  presence: Presence;
  bus: Bus;
}

/** Group and direct chats between the people of the same classes. */
export function createChatService({ db, students, presence, bus }: ChatDependencies) {
  /** The group, if the user is one of its members; 404 unknown, 403 for anyone else. */
  async function requireMemberOf(userId: number, groupId: number): Promise<GroupRow> {
    const group = await repo.findGroup(db, groupId);
    if (!group) throw AppError.notFound();
    if (!(await repo.isMember(db, groupId, userId))) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
    return group;
  }

  /** Members with their presence in the chat and the call of their group, in one look-up. */
  async function describeMembers(members: MemberRow[]): Promise<ChatMemberDto[]> {
    const groupIds = [...new Set(members.map((member) => member.groupId))];
    const present = await presence.presentIn(groupIds.flatMap((groupId) => [chatRoom(groupId), callRoom(groupId)]));
    return members.map((member) => ({
      id: member.id,
      user: toUser(member.user),
      group: member.groupId,
      connected_to_chat: present.get(chatRoom(member.groupId))?.has(member.user.id) ?? false,
      connected_to_call: present.get(callRoom(member.groupId))?.has(member.user.id) ?? false,
    }));
  }

  function describeGroup(group: GroupRow) {
    return {
      id: group.id,
      name: group.name,
      direct_message: group.directMessage,
      recipient: group.recipient ? toUser(group.recipient) : null,
      group_owner: toUser(group.owner),
    };
  }

  return {
    requireMemberOf,

    async createGroup(actor: Actor, name: string) {
      return db.transaction(async (tx) => {
        const group = await repo.insertGroup(tx, { name, directMessage: false, ownerId: actor.userId, recipientId: null });
        if (!group) throw new Error('group insert returned nothing');
        await repo.insertMembers(tx, group.id, [actor.userId]);
        return group;
      });
    },

    /** The direct chat with someone the user may reach: the existing one, or a new one. */
    async openDirectChat(actor: Actor, recipientId: number): Promise<{ group: { id: number; name: string; recipient: number }; isNew: boolean }> {
      if (recipientId === actor.userId) throw AppError.invalid({ recipient: [CHAT_MESSAGES.notAContact] });
      if (!(await students.listReachableUserIds(actor.userId)).has(recipientId)) throw AppError.forbidden(CHAT_MESSAGES.notAContact);
      const existing = await repo.findDirectGroup(db, actor.userId, recipientId);
      if (existing) return { group: { ...existing, recipient: recipientId }, isNew: false };
      const created = await db.transaction(async (tx) => {
        const group = await repo.insertGroup(tx, { name: 'direct', directMessage: true, ownerId: actor.userId, recipientId });
        if (group) await repo.insertMembers(tx, group.id, [actor.userId, recipientId]);
        return group;
      });
      // Opened by both at the same moment: the other request created it.
      const group = created ?? (await repo.findDirectGroup(db, actor.userId, recipientId));
      if (!group) throw new Error('direct chat neither created nor found');
      return { group: { ...group, recipient: recipientId }, isNew: created !== null };
    },

    /** The user's memberships, each with its group and the group's members. Three look-ups. */
    async listUserGroups(actor: Actor): Promise<UserGroupsDto> {
      const groups = await repo.listGroupsOfUser(db, actor.userId);
      const members = await describeMembers(await repo.listMembersOfGroups(db, groups.map((group) => group.id)));
      return {
        chat_group_member: groups.map((group) => {
          const groupMembers = members.filter((member) => member.group === group.id);
          const own = groupMembers.find((member) => member.user.id === actor.userId);
          return {
            id: group.membershipId,
            user: own?.user ?? { id: actor.userId, first_name: '', last_name: '' },
            group: { ...describeGroup(group), chat_members: groupMembers },
            connected_to_chat: own?.connected_to_chat ?? false,
            connected_to_call: own?.connected_to_call ?? false,
          };
        }),
      };
    },

    /** Adds people the actor may reach to a group chat the actor is in. */
    async addMembers(actor: Actor, groupId: number, entries: { user: number; group: number }[]) {
      const group = await requireMemberOf(actor.userId, groupId);
      if (group.directMessage) throw AppError.invalidRequest(CHAT_MESSAGES.directChatMembers);
      if (entries.some((entry) => entry.group !== groupId)) throw AppError.invalidRequest('The group does not match the address.');
      const userIds = [...new Set(entries.map((entry) => entry.user))];
      const reachable = await students.listReachableUserIds(actor.userId);
      if (userIds.some((userId) => !reachable.has(userId))) throw AppError.forbidden(CHAT_MESSAGES.notAContact);
      const current = await repo.listMembersOfGroups(db, [groupId]);
      const alreadyIn = current.filter((member) => userIds.includes(member.user.id));
      if (alreadyIn.length > 0) {
        throw AppError.invalidRequest(alreadyIn.map((member) => alreadyInTheGroup(`${member.user.firstName} ${member.user.lastName}`.trim())).join(' '));
      }
      const added = await repo.insertMembers(db, groupId, userIds);
      return added.map((member) => ({ id: member.id, user: member.userId, group: member.groupId }));
    },

    async listMembers(actor: Actor, groupId: number): Promise<ChatMemberDto[]> {
      await requireMemberOf(actor.userId, groupId);
      return describeMembers(await repo.listMembersOfGroups(db, [groupId]));
    },

    /** The group with its members and its latest messages, oldest first. */
    async getGroup(actor: Actor, groupId: number): Promise<ChatGroupDto> {
      const group = await requireMemberOf(actor.userId, groupId);
      const [members, latest] = await Promise.all([
        repo.listMembersOfGroups(db, [groupId]).then(describeMembers),
        repo.listMessagesBefore(db, groupId, CHAT_PAGE_SIZE + 1),
      ]);
      return {
        ...describeGroup(group),
        chat_members: members,
        chat_messages: latest.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessageDto),
        has_older_messages: latest.length > CHAT_PAGE_SIZE,
      };
    },

    /** The page of messages before a message, oldest first, for scrolling up. */
    async listOlderMessages(actor: Actor, groupId: number, beforeId: number | undefined) {
      await requireMemberOf(actor.userId, groupId);
      const page = await repo.listMessagesBefore(db, groupId, CHAT_PAGE_SIZE + 1, beforeId);
      return { chat_messages: page.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessageDto), has_older_messages: page.length > CHAT_PAGE_SIZE };
    },

    /** Stores a message, then broadcasts it with its id to the group's open sockets. */
    async sendMessage(sender: { id: number; firstName: string; lastName: string }, groupId: number, text: string) {
      const content = text.trim();
      if (!content) throw AppError.invalid({ message: [CHAT_MESSAGES.messageEmpty] });
      if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw AppError.invalid({ message: [CHAT_MESSAGES.messageTooLong] });
      const stored = await repo.insertMessage(db, { groupId, senderId: sender.id, content });
      if (!stored) throw new Error('message insert returned nothing');
      const message: MessageRow = { id: stored.id, groupId, content, createdAt: stored.createdAt, sender };
      await bus.publish(chatChannel(groupId), toLiveMessage(message));
      return message;
    },

    /** The group's members but these users, as a query for set-based fan-out. */
    memberIdsQuery: (groupId: number, excludedUserIds: number[]) => repo.memberIdsQuery(db, groupId, excludedUserIds),

    /**
     * Several groups as a given user sees them: for a direct chat the recipient is the other
     * person, whoever opened it.
     */
    async describeGroupsFor(userGroupIds: { userId: number; groupId: number }[]) {
      const groups = new Map((await repo.listGroups(db, [...new Set(userGroupIds.map((entry) => entry.groupId))])).map((group) => [group.id, group]));
      return ({ userId, groupId }: { userId: number; groupId: number }) => {
        const group = groups.get(groupId);
        if (!group) return null;
        const other = group.owner.id === userId ? group.recipient : group.owner;
        return { id: group.id, name: group.name, direct_message: group.directMessage, recipient: group.directMessage && other ? toUser(other) : null };
      };
    },

    /** The user ids of a group's members. */
    listMemberIds: (groupId: number) => repo.listMemberIds(db, groupId),

    /** What a reconnecting client missed after the last message it saw. */
    listMissedMessages: (groupId: number, afterId: number) => repo.listMessagesAfter(db, groupId, afterId, 500),
  };
}
