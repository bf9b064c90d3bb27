import type { UserNameDto, UserSummaryDto } from '@homeroom/contract/accounts';
import {
  alreadyInTheGroup,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  LAST_MESSAGE_PREVIEW_LENGTH,
  MESSAGE_EDIT_WINDOW_MS,
  type ChatGroupDto,
  type ChatLastMessageDto,
  type ChatMemberDto,
  type ChatMessageDto,
  type ChatMessageVersionsDto,
  type ChatReadDto,
  type ChatServerMessage,
  type GroupSettingsBody,
  type GroupSettingsDto,
  type UserGroupsDto,
} from '@homeroom/contract/chat';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from '@homeroom/contract/validation';
import type { Database, Executor } from '../../infra/db/client.ts';
import { createGroupCommit } from '../../infra/db/group-commit.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { closeUserSocketsOfGroup } from '../../infra/realtime/group-departures.ts';
import { toOrderedEnvelope } from '../../infra/realtime/ordered-feed.ts';
import { callRoom, chatRoom, type Presence } from '../../infra/realtime/presence.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { UserSummaryRow } from '../accounts/accounts.table.ts';
import type { BlockingService } from '../blocking/blocking.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { ChatAttachmentDto } from '@homeroom/contract/chat-attachments';
import type { ChatAttachmentsService } from './chat-attachments.service.ts';
import { createRecentMessages, pageOfWindow, type KeptMessage } from './chat-recent-messages.ts';
import * as repo from './chat.repo.ts';
import type { GroupRow, MemberRow, MessageRow, UserGroupRow } from './chat.repo.ts';

/** The bus channel of a chat group's live messages. */
export const chatChannel = (groupId: number) => `chat:${groupId}`;

/** A person's name without their picture, for payloads that outlive a signed address (sockets, notifications). */
function toUserName(person: { id: number; firstName: string; lastName: string }): UserNameDto {
  return { id: person.id, first_name: person.firstName, last_name: person.lastName };
}

/** What the socket sends for a stored message: the sender's name; the page has their picture from the members. */
export function toLiveMessage(
  message: Pick<MessageRow, 'id' | 'content'> & {
    sender: { id: number; firstName: string; lastName: string } | null;
    createdAt?: Date;
    attachments?: ChatAttachmentDto[];
  },
): ChatServerMessage {
  return {
    type: 'chat_message',
    id: message.id,
    message: message.content,
    user: message.sender ? toUserName(message.sender) : { id: 0, first_name: '', last_name: '' },
    // The kept windows of every instance take the message from the bus with its time (chat-recent-messages.ts).
    ...(message.createdAt ? { time: message.createdAt.toISOString() } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  };
}

/** Who sends a message, as live messages name them. */
export interface LiveSender {
  id: number;
  firstName: string;
  lastName: string;
}

/** A message as stored and broadcast, for its sender's caller. */
export interface SentMessage {
  id: number;
  groupId: number;
  content: string;
  createdAt: Date;
  sender: LiveSender;
  attachments: ChatAttachmentDto[];
}

/** Messages of one group stored in one statement at most: a bound on its size (5,000 characters a message). */
const MESSAGE_BATCH_MAX = 64;

export type ChatService = ReturnType<typeof createChatService>;

/** A sent message as its listeners hear of it. */
export interface ChatMessageSent {
  groupId: number;
  /** The stored message's id: members who have read up to it when its notification runs are not told of it. */
  id?: number;
  sender: { id: number; firstName: string; lastName: string };
  content: string;
}

/** What happens after a message is sent; the notifications feature listens here. */
export interface ChatListener {
  messageSent(message: ChatMessageSent): Promise<void>;
}

interface ChatDependencies {
  db: Database;
  students: StudentsService;
  accounts: Pick<AccountsService, 'toUserSummary'>;
  presence: Presence;
  bus: Bus;
  attachments: ChatAttachmentsService;
  /** Who may reach whom by direct message as far as blocks go (docs/decisions.md, "Blocking"). */
  blocking: Pick<BlockingService, 'requireDirectMessagesAllowed'>;
}

/**
 * Messages each instance keeps of a group read lately: a page and a few more, for messages the
 * school hides from all but their sender (chat-recent-messages.ts).
 */
const KEPT_MESSAGES_PER_GROUP = CHAT_PAGE_SIZE + 20;
/** Groups whose recent messages an instance keeps: every class chat of a large school, and the direct chats read lately. */
const KEPT_GROUPS = 2000;
/** A kept window is read again after this long, whatever the bus said (retention deletes old messages unannounced). */
const KEPT_WINDOW_MAX_AGE_MS = 5 * 60_000;

/** A message as the school's record holds it (readConversationRecord): its text whatever members see. */
export interface ConversationRecordMessage {
  id: number;
  /** Null once the sender's account is gone. */
  sender: UserNameDto | null;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  removedAt: Date | null;
  hiddenAt: Date | null;
  /** The earlier texts, oldest first; `editedAt` is when each was replaced. */
  versions: { content: string; editedAt: Date; editorId: number | null }[];
}

/** A member removed from a group chat, or who left it. */
export interface ChatDeparture {
  groupId: number;
  userId: number;
}

/**
 * A member read a group up to its read mark; `unreadCount` messages of others remain after it.
 * `clearedIds`: what the read's own statement cleared (`clearOnReadToEnd`).
 */
export interface ChatRead {
  groupId: number;
  userId: number;
  unreadCount: number;
  clearedIds: number[];
}

/** Group and direct chats between the people of the same classes. */
export function createChatService({ db, students, accounts, presence, bus, attachments, blocking }: ChatDependencies) {
  const toUser = (person: UserSummaryRow) => accounts.toUserSummary(person);
  const recentMessages = createRecentMessages({
    bus,
    channel: chatChannel,
    load: async (groupId, limit) =>
      (await repo.listRecentMessages(db, groupId, limit)).map((message) => ({
        id: message.id,
        senderId: message.senderId,
        content: message.content,
        time: message.createdAt.toISOString(),
        isHidden: message.hiddenAt !== null,
        editedAt: message.editedAt?.toISOString() ?? null,
        isRemoved: message.removedAt !== null,
        hasFiles: message.hasFiles,
      })),
    keptPerGroup: KEPT_MESSAGES_PER_GROUP,
    maxGroups: KEPT_GROUPS,
    maxAgeMs: KEPT_WINDOW_MAX_AGE_MS,
  });
  /**
   * Groups known not to be direct chats: a group never becomes one, so their messages need no
   * look-up of blocks (a deleted group's id is never used again, and its membership check refuses).
   */
  const groupChatIds = new Set<number>();

  /** The newest message of a group as the inbox shows it; none when the group has no message yet. */
  function toLastMessageDto(group: Pick<UserGroupRow, 'lastMessage' | 'lastSender'>, files: Map<number, ChatAttachmentDto[]>): ChatLastMessageDto | null {
    const message = group.lastMessage;
    if (!message) return null;
    const first = files.get(message.id)?.[0];
    return {
      id: message.id,
      text: Array.from(message.content).slice(0, LAST_MESSAGE_PREVIEW_LENGTH).join(''),
      sender: group.lastSender ? toUser(group.lastSender) : null,
      created_at: message.createdAt.toISOString(),
      ...(first ? { attachment: { kind: first.kind, name: first.name } } : {}),
    };
  }

  /** A removed message keeps its place, its sender and its time, never its text nor its files (kept for the school's record only). */
  function toMessageDto(message: MessageRow, files: Map<number, ChatAttachmentDto[]>): ChatMessageDto {
    const isRemoved = message.removedAt !== null;
    const messageFiles = isRemoved ? undefined : files.get(message.id);
    return {
      id: message.id,
      sender: message.sender ? { id: message.sender.id, user: toUser(message.sender) } : null,
      content: isRemoved ? '' : message.content,
      time: message.createdAt.toISOString(),
      group: message.groupId,
      ...(message.hiddenAt ? { hidden_by_school: true } : {}),
      edited_at: !isRemoved && message.editedAt ? message.editedAt.toISOString() : null,
      is_removed: isRemoved,
      ...(messageFiles ? { attachments: messageFiles } : {}),
    };
  }

  /**
   * Kept messages as answers carry them, as `toMessageDto` writes them from the database: the
   * sender named while they are a member of the group (`members`), files looked up only for the
   * messages that have some.
   */
  async function toKeptMessageDtos(groupId: number, messages: KeptMessage[], members: MemberRow[]): Promise<ChatMessageDto[]> {
    const withFiles = messages.flatMap((message) => (message.hasFiles && !message.isRemoved ? [message.id] : []));
    const files = withFiles.length > 0 ? await attachments.describeOfMessages(withFiles) : new Map<number, ChatAttachmentDto[]>();
    const memberUsers = new Map(members.map((member) => [member.user.id, member.user]));
    return messages.map((message) => {
      const sender = message.senderId === null ? undefined : memberUsers.get(message.senderId);
      const messageFiles = message.isRemoved ? undefined : files.get(message.id);
      return {
        id: message.id,
        sender: sender ? { id: sender.id, user: toUser(sender) } : null,
        content: message.isRemoved ? '' : message.content,
        time: message.time,
        group: groupId,
        ...(message.isHidden ? { hidden_by_school: true } : {}),
        edited_at: message.isRemoved ? null : message.editedAt,
        is_removed: message.isRemoved,
        ...(messageFiles ? { attachments: messageFiles } : {}),
      };
    });
  }

  /** Messages as answers carry them, with their attachments read in one query. */
  async function toMessageDtos(messages: MessageRow[]): Promise<ChatMessageDto[]> {
    const files = await attachments.describeOfMessages(messages.map((message) => message.id));
    return messages.map((message) => toMessageDto(message, files));
  }

  /**
   * A message the user may see, locked for a change: unknown, in a group they are not in, or
   * hidden by the school from them, is 404, so that nobody learns which messages exist.
   */
  async function requireVisibleMessage(tx: Executor, userId: number, messageId: number) {
    const message = await repo.lockMessage(tx, messageId);
    if (!message || !(await repo.isMember(tx, message.groupId, userId))) throw AppError.notFound();
    if (message.hiddenAt !== null && message.senderId !== userId) throw AppError.notFound();
    return message;
  }

  /** Features told when a member goes (notifications clears that member's entries of the group). */
  const departureListeners: ((departure: ChatDeparture) => Promise<void>)[] = [];
  /** Features told when a member reads a group (notifications tells the open pages what it cleared). */
  const readListeners: ((read: ChatRead) => Promise<void>)[] = [];
  /** What reading a group to its end clears, in the read's own statement (notifications: the 'New message' entry). */
  let clearAtEnd: repo.ClearAtEnd | undefined;

  /** The member has gone: their sockets of the group close everywhere, and the listeners hear it. */
  async function memberGone(departure: ChatDeparture): Promise<void> {
    await closeUserSocketsOfGroup(bus, departure.groupId, departure.userId);
    await Promise.all(departureListeners.map((listener) => listener(departure)));
  }

  /** The group, if the user is one of its members; 404 unknown, 403 for anyone else. */
  async function requireMemberOf(userId: number, groupId: number): Promise<GroupRow> {
    const group = await repo.findGroup(db, groupId);
    if (!group) throw AppError.notFound();
    if (!(await repo.isMember(db, groupId, userId))) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
    return group;
  }

  /** In a direct chat, a block either way stops new messages (the old ones stay). */
  async function refuseBlockedDirectMessage(senderId: number, groupId: number): Promise<void> {
    if (groupChatIds.has(groupId)) return;
    const group = await repo.findGroup(db, groupId);
    if (group && !group.directMessage) groupChatIds.add(groupId);
    // Not one of its two people: the membership check that follows answers.
    if (!group?.directMessage || !group.recipient || ![group.owner.id, group.recipient.id].includes(senderId)) return;
    const otherId = group.owner.id === senderId ? group.recipient.id : group.owner.id;
    await blocking.requireDirectMessagesAllowed(senderId, otherId);
  }

  /** Tells the group's open sockets, on every instance, of a stored message. */
  async function publishMessage(message: SentMessage, previousId: number): Promise<void> {
    // With the id before it, so that a socket can tell whether it missed one (infra/realtime/ordered-feed.ts).
    await bus.publish(chatChannel(message.groupId), toOrderedEnvelope(message.id, previousId, toLiveMessage(message)));
  }

  /**
   * Group commit of a group's text messages on this instance (docs/decisions.md, "Chat fan-out,
   * round 3"): those sent while the group's store is in flight are stored together in one
   * statement, under one lock of the group's row and one flush of the commit. Each keeps its own
   * id, its place in the group's chain, its sender's membership check and its refusal. The next
   * batch is sent while the one before still holds the lock, and waits for it in the database.
   * Batches are published one after another, each in id order, so that every socket gets them in
   * order, each directly after the one before it; then each sender's `sendMessage` resolves.
   */
  const messageCommits = createGroupCommit<number, { sender: LiveSender; content: string }, { message: SentMessage; previousId: number }>({
    maxBatch: MESSAGE_BATCH_MAX,
    maxInFlight: 2,
    async commit(groupId, drafts) {
      const stored = await repo.storeMessages(
        db,
        groupId,
        drafts.map((draft) => ({ senderId: draft.sender.id, content: draft.content })),
      );
      return drafts.map((draft, index) => {
        const row = stored[index];
        if (!row) return { error: AppError.forbidden(CHAT_MESSAGES.notAMember) };
        const message = { id: row.id, groupId, content: draft.content, createdAt: row.createdAt, sender: draft.sender, attachments: [] };
        return { value: { message, previousId: row.previousId } };
      });
    },
    async afterCommit(_groupId, outcomes) {
      const stored = outcomes.flatMap((outcome) => ('value' in outcome ? [outcome.value] : [])).sort((a, b) => a.message.id - b.message.id);
      await Promise.all(stored.map(({ message, previousId }) => publishMessage(message, previousId)));
    },
  });

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
      only_owner_adds_members: group.onlyOwnerAddsMembers,
    };
  }

  /**
   * Runs a change of a group chat's members or settings, for its members only, with the group
   * locked so that changes queue up (the owner may change while a request waits). Direct chats
   * never change: 400.
   */
  async function changeGroup<T>(
    actor: Actor,
    groupId: number,
    change: (tx: Executor, group: { ownerId: number; isOwner: boolean }) => Promise<T>,
  ): Promise<T> {
    const group = await requireMemberOf(actor.userId, groupId);
    if (group.directMessage) throw AppError.invalidRequest(CHAT_MESSAGES.directChatFixed);
    return db.transaction(async (tx) => {
      const locked = await repo.lockGroup(tx, groupId);
      if (!locked) throw AppError.notFound();
      return change(tx, { ownerId: locked.ownerId, isOwner: locked.ownerId === actor.userId });
    });
  }

  return {
    requireMemberOf,

    /** Calls `listener` whenever a member is removed from a group chat or leaves it. */
    onMemberGone(listener: (departure: ChatDeparture) => Promise<void>): void {
      departureListeners.push(listener);
    },

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
      await blocking.requireDirectMessagesAllowed(actor.userId, recipientId);
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

    /** The user's memberships by latest activity, each with its group, members, last message and unread count. Three look-ups. */
    async listUserGroups(actor: Actor): Promise<UserGroupsDto> {
      const groups = await repo.listGroupsOfUser(db, actor.userId);
      const members = await describeMembers(await repo.listMembersOfGroups(db, groups.map((group) => group.id)));
      const lastFiles = await attachments.describeOfMessages(groups.flatMap((group) => (group.lastMessage ? [group.lastMessage.id] : [])));
      return {
        chat_group_member: groups.map((group) => {
          const groupMembers = members.filter((member) => member.group === group.id);
          const own = groupMembers.find((member) => member.user.id === actor.userId);
          return {
            id: group.membershipId,
            user: own?.user ?? { id: actor.userId, first_name: '', last_name: '', profile_picture: null },
            group: { ...describeGroup(group), chat_members: groupMembers },
            connected_to_chat: own?.connected_to_chat ?? false,
            connected_to_call: own?.connected_to_call ?? false,
            last_message: toLastMessageDto(group, lastFiles),
            unread_count: group.unreadCount,
          };
        }),
      };
    },

    /**
     * Adds people the actor may reach to a group chat the actor is in (only its owner, when the
     * owner said so). Every entry is checked before anything is added: one bad entry refuses all.
     */
    async addMembers(actor: Actor, groupId: number, entries: { user: number; group: number }[]) {
      const group = await requireMemberOf(actor.userId, groupId);
      if (group.directMessage) throw AppError.invalidRequest(CHAT_MESSAGES.directChatMembers);
      if (group.onlyOwnerAddsMembers && group.owner.id !== actor.userId) throw AppError.forbidden(CHAT_MESSAGES.onlyOwnerAdds);
      const reachable = await students.listReachableUserIds(actor.userId);
      const entryErrors: Record<string, string[]> = {};
      entries.forEach((entry, index) => {
        if (entry.group !== groupId) entryErrors[`${index}.group`] = [CHAT_MESSAGES.groupMismatch];
        if (!reachable.has(entry.user)) entryErrors[`${index}.user`] = [CHAT_MESSAGES.notAContact];
      });
      if (Object.keys(entryErrors).length > 0) throw AppError.invalid(entryErrors);
      const userIds = [...new Set(entries.map((entry) => entry.user))];
      const current = await repo.listMembersOfGroups(db, [groupId]);
      const alreadyIn = current.filter((member) => userIds.includes(member.user.id));
      if (alreadyIn.length > 0) {
        throw AppError.invalidRequest(alreadyIn.map((member) => alreadyInTheGroup(`${member.user.firstName} ${member.user.lastName}`.trim())).join(' '));
      }
      const added = await repo.insertMembers(db, groupId, userIds);
      return added.map((member) => ({ id: member.id, user: member.userId, group: member.groupId }));
    },

    /** The owner removes a member; their open chat and call sockets of the group close at once. */
    async removeMember(actor: Actor, groupId: number, userId: number): Promise<void> {
      await changeGroup(actor, groupId, async (tx, group) => {
        if (!group.isOwner) throw AppError.forbidden(CHAT_MESSAGES.onlyOwnerRemoves);
        if (userId === group.ownerId) throw AppError.invalidRequest(CHAT_MESSAGES.ownerCannotBeRemoved);
        if (!(await repo.deleteMember(tx, groupId, userId))) throw AppError.notFound(CHAT_MESSAGES.notInTheGroup);
      });
      await memberGone({ groupId, userId });
    },

    /**
     * A member leaves. An owner who leaves hands the group to the member who joined first of
     * those who stay; the last member to leave takes the group, and its messages, with them.
     */
    async leaveGroup(actor: Actor, groupId: number): Promise<void> {
      // The files of a group that goes with its last member, deleted once it is gone.
      const goneFiles = await changeGroup(actor, groupId, async (tx, group) => {
        if (!(await repo.deleteMember(tx, groupId, actor.userId))) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
        if (!group.isOwner) return [];
        const successor = await repo.findLongestStandingMember(tx, groupId, actor.userId);
        if (successor !== null) {
          await repo.updateGroup(tx, groupId, { ownerId: successor });
          return [];
        }
        const files = await attachments.listFilesOfGroup(tx, groupId);
        await repo.deleteGroup(tx, groupId);
        return files;
      });
      await attachments.deleteFiles(goneFiles);
      await memberGone({ groupId, userId: actor.userId });
    },

    /** The owner's settings of a group chat: whether only they add members. */
    async updateGroupSettings(actor: Actor, groupId: number, settings: GroupSettingsBody): Promise<GroupSettingsDto> {
      return changeGroup(actor, groupId, async (tx, group) => {
        if (!group.isOwner) throw AppError.forbidden(CHAT_MESSAGES.onlyOwnerChangesSettings);
        const updated = await repo.updateGroup(tx, groupId, { onlyOwnerAddsMembers: settings.only_owner_adds_members });
        if (!updated) throw AppError.notFound();
        return { id: updated.id, name: updated.name, only_owner_adds_members: updated.onlyOwnerAddsMembers };
      });
    },

    async listMembers(actor: Actor, groupId: number): Promise<ChatMemberDto[]> {
      await requireMemberOf(actor.userId, groupId);
      return describeMembers(await repo.listMembersOfGroups(db, [groupId]));
    },

    /**
     * The group with its members, their read marks and its latest messages, oldest first: one
     * statement whatever the group's size, the messages from the instance's kept window
     * (chat-recent-messages.ts) once it is read, after the membership check.
     */
    async getGroup(actor: Actor, groupId: number): Promise<ChatGroupDto> {
      const found = await repo.findGroupWithMembers(db, groupId);
      if (!found) throw AppError.notFound();
      const { group, members: memberRows } = found;
      if (!memberRows.some((member) => member.user.id === actor.userId)) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
      const page = pageOfWindow(await recentMessages.read(groupId, group.lastMessageId), actor.userId, CHAT_PAGE_SIZE);
      let messages: { chat_messages: ChatMessageDto[]; has_older_messages: boolean };
      if (page) {
        messages = { chat_messages: await toKeptMessageDtos(groupId, page.messages, memberRows), has_older_messages: page.hasOlder };
      } else {
        // More hidden messages than the window holds beyond a page: read for this viewer.
        const latest = await repo.listMessagesBefore(db, groupId, actor.userId, CHAT_PAGE_SIZE + 1);
        messages = { chat_messages: await toMessageDtos(latest.slice(0, CHAT_PAGE_SIZE).reverse()), has_older_messages: latest.length > CHAT_PAGE_SIZE };
      }
      // The others' read marks; who hides their read status sends none (docs/decisions.md, "Read receipts").
      const readMarks = memberRows.flatMap((member) =>
        member.user.id !== actor.userId && member.lastReadAt && !member.hidesReadStatus
          ? [{ user: member.user.id, message: member.lastReadMessageId, read_at: member.lastReadAt.toISOString() }]
          : [],
      );
      return {
        ...describeGroup(group),
        chat_members: await describeMembers(memberRows),
        read_marks: readMarks,
        ...messages,
      };
    },

    /**
     * The member has read the group up to a message (its newest when none is given); the
     * listeners hear it, so that the notification of the chat goes once nothing is left unread.
     */
    async markRead(actor: Actor, groupId: number, upToMessageId: number | undefined): Promise<ChatReadDto> {
      // One statement: the mark, moved when it moves, the unread count and the read-status setting.
      const mark = await repo.moveReadMark(db, groupId, actor.userId, upToMessageId, clearAtEnd);
      if (!mark) {
        // Not a member: 404 for an unknown group, 403 for anyone else, as every chat answer.
        if (!(await repo.findGroup(db, groupId))) throw AppError.notFound();
        throw AppError.forbidden(CHAT_MESSAGES.notAMember);
      }
      if (mark.hasMoved && mark.lastReadAt && !mark.hidesReadStatus) {
        await bus.publish(chatChannel(groupId), {
          type: 'chat_read',
          data: { user: actor.userId, message: mark.lastReadMessageId, read_at: mark.lastReadAt.toISOString() },
        } satisfies ChatServerMessage);
      }
      const { unreadCount, clearedIds } = mark;
      const read: ChatRead = { groupId, userId: actor.userId, unreadCount, clearedIds };
      await Promise.all(readListeners.map((listener) => listener(read)));
      return { group: groupId, last_read_message_id: mark.lastReadMessageId, unread_count: unreadCount };
    },

    /** Calls `listener` whenever a member marks a group read. */
    onRead(listener: (read: ChatRead) => Promise<void>): void {
      readListeners.push(listener);
    },

    /**
     * Makes reading a group to its end clear what `clear` writes, in the read's own statement
     * (one round trip, not two); its ids reach the read listeners as `clearedIds`. One feature
     * registers it: the notifications, for the 'New message' entry.
     */
    clearOnReadToEnd(clear: repo.ClearAtEnd): void {
      clearAtEnd = clear;
    },

    /** The page of messages before a message, oldest first, for scrolling up. */
    async listOlderMessages(actor: Actor, groupId: number, beforeId: number | undefined) {
      await requireMemberOf(actor.userId, groupId);
      const page = await repo.listMessagesBefore(db, groupId, actor.userId, CHAT_PAGE_SIZE + 1, beforeId);
      return { chat_messages: await toMessageDtos(page.slice(0, CHAT_PAGE_SIZE).reverse()), has_older_messages: page.length > CHAT_PAGE_SIZE };
    },

    /**
     * Stores a message, then broadcasts it with its id to the group's open sockets; resolves once
     * it is committed and published. It may carry the sender's unsent uploads to the group
     * (`attachmentIds`), and then needs no text.
     */
    async sendMessage(sender: LiveSender, groupId: number, text: string, attachmentIds: number[] = []): Promise<SentMessage> {
      const content = text.trim();
      if (!content && attachmentIds.length === 0) throw AppError.invalid({ message: [CHAT_MESSAGES.messageEmpty] });
      if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw AppError.invalid({ message: [CHAT_MESSAGES.messageTooLong] });
      // Refused here, alone, rather than failing the statement of the batch it would join.
      if (hasNulCharacter(content)) throw AppError.invalid({ message: [NUL_CHARACTER_MESSAGE] });
      await refuseBlockedDirectMessage(sender.id, groupId);
      // Text alone waits for the group's store in flight on this instance and goes with the others
      // that waited (one statement: chat.statements.test.ts counts them). Files to claim need a
      // transaction of their own, in which a claim refused takes back only its own message.
      if (attachmentIds.length === 0) return (await messageCommits.submit(groupId, { sender, content })).message;
      const stored = await db.transaction(async (tx) => {
        const inserted = await repo.storeMessage(tx, { groupId, senderId: sender.id, content });
        if (inserted) await attachments.claim(tx, attachmentIds, { groupId, uploaderId: sender.id, messageId: inserted.id });
        return inserted;
      });
      if (!stored) throw AppError.forbidden(CHAT_MESSAGES.notAMember);
      const files = (await attachments.describeOfMessages([stored.id])).get(stored.id) ?? [];
      const message = { id: stored.id, groupId, content, createdAt: stored.createdAt, sender, attachments: files };
      await publishMessage(message, stored.previousId);
      return message;
    },

    /**
     * The sender edits their message within MESSAGE_EDIT_WINDOW_MS of sending it; the text it had
     * is kept as an earlier version. Open pages of the group get the new text at once.
     */
    async editMessage(actor: Actor, messageId: number, text: string): Promise<ChatMessageDto> {
      const content = text.trim();
      if (!content) throw AppError.invalid({ content: [CHAT_MESSAGES.messageEmpty] });
      if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw AppError.invalid({ content: [CHAT_MESSAGES.messageTooLong] });
      const edited = await db.transaction(async (tx) => {
        const message = await requireVisibleMessage(tx, actor.userId, messageId);
        if (message.senderId !== actor.userId) throw AppError.forbidden(CHAT_MESSAGES.onlySenderChanges);
        if (message.removedAt !== null) throw AppError.invalidRequest(CHAT_MESSAGES.messageWasRemoved);
        if (message.hiddenAt !== null) throw AppError.invalidRequest(CHAT_MESSAGES.hiddenMessageFixed);
        const now = new Date();
        if (now.getTime() - message.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MS) throw AppError.invalidRequest(CHAT_MESSAGES.editWindowOver);
        // The same text again is no new version.
        if (content !== message.content) await repo.editMessage(tx, { messageId, previousContent: message.content, content, editorId: actor.userId, editedAt: now });
        return { groupId: message.groupId, isChanged: content !== message.content };
      });
      const row = await repo.findMessageRow(db, messageId);
      if (!row) throw AppError.notFound();
      const dto = (await toMessageDtos([row]))[0]!;
      if (edited.isChanged && dto.edited_at) {
        await bus.publish(chatChannel(edited.groupId), {
          type: 'chat_message_edited',
          data: { id: messageId, message: dto.content, edited_at: dto.edited_at },
        } satisfies ChatServerMessage);
      }
      return dto;
    },

    /**
     * The sender removes their message: members see 'Message removed' in its place, at once on
     * open pages; its text and earlier versions stay for the school's record. Removing it again
     * changes nothing.
     */
    async removeMessage(actor: Actor, messageId: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const message = await requireVisibleMessage(tx, actor.userId, messageId);
        if (message.senderId !== actor.userId) throw AppError.forbidden(CHAT_MESSAGES.onlySenderChanges);
        if (message.removedAt !== null) return null;
        await repo.markMessageRemoved(tx, messageId, new Date());
        return message.groupId;
      });
      if (removed !== null) await bus.publish(chatChannel(removed), { type: 'chat_message_removed', data: { id: messageId } } satisfies ChatServerMessage);
    },

    /** The earlier texts of a message, for the members of its group; none of a removed message. */
    async listMessageVersions(actor: Actor, messageId: number): Promise<ChatMessageVersionsDto> {
      const message = await repo.findMessage(db, messageId);
      if (!message || !(await repo.isMember(db, message.groupId, actor.userId))) throw AppError.notFound();
      if ((message.hiddenAt !== null && message.senderId !== actor.userId) || message.removedAt !== null) throw AppError.notFound();
      const versions = await repo.listMessageVersions(db, messageId);
      return {
        message: messageId,
        versions: versions.map((version, index) => ({
          id: version.id,
          content: version.content,
          time: (versions[index - 1]?.editedAt ?? message.createdAt).toISOString(),
          replaced_at: version.editedAt.toISOString(),
        })),
      };
    },

    /**
     * Every message of a group as stored, for the school's record (a leader's export): removed
     * and hidden ones too, with their text, their earlier versions and when they were removed.
     * No access check: the caller decides who may read the record.
     */
    async readConversationRecord(groupId: number): Promise<ConversationRecordMessage[]> {
      const [messages, versions] = await Promise.all([repo.listGroupRecord(db, groupId), repo.listGroupVersions(db, groupId)]);
      return messages.map((message) => ({
        id: message.id,
        sender: message.sender ? toUserName(message.sender) : null,
        content: message.content,
        createdAt: message.createdAt,
        editedAt: message.editedAt,
        removedAt: message.removedAt,
        hiddenAt: message.hiddenAt,
        versions: versions
          .filter((version) => version.messageId === message.id)
          .map((version) => ({ content: version.content, editedAt: version.editedAt, editorId: version.editorId })),
      }));
    },

    /** A member is typing: the group's open pages are told, through the bus; nothing is stored. */
    async announceTyping(typist: { id: number; firstName: string; lastName: string }, groupId: number): Promise<void> {
      await bus.publish(chatChannel(groupId), { type: 'user_typing', data: { user: toUserName(typist) } } satisfies ChatServerMessage);
    },

    /** The group's members but these users (and, with a message id, but those who have read up to it), as a query for set-based fan-out. */
    memberIdsQuery: (groupId: number, excludedUserIds: number[], unreadMessageId?: number) => repo.memberIdsQuery(db, groupId, excludedUserIds, unreadMessageId),

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
        return { id: group.id, name: group.name, direct_message: group.directMessage, recipient: group.directMessage && other ? toUserName(other) : null };
      };
    },

    /** A member of a group as answers name them (a caller, for the ringing dialog); null if not a member. */
    async findMember(groupId: number, userId: number): Promise<UserSummaryDto | null> {
      const member = (await repo.listMembersOfGroups(db, [groupId])).find((row) => row.user.id === userId);
      return member ? toUser(member.user) : null;
    },

    /**
     * A member opening a chat socket: the name messages carry and the id of the group's last
     * message, in one statement whatever the group's size; null when not a member.
     */
    async joinChat(userId: number, groupId: number): Promise<{ sender: { id: number; firstName: string; lastName: string }; lastMessageId: number } | null> {
      const member = await repo.findSocketMember(db, groupId, userId);
      return member ? { sender: { id: member.id, firstName: member.firstName, lastName: member.lastName }, lastMessageId: member.lastMessageId } : null;
    },

    /** Whether the user is a member of the group now. */
    isMember: (userId: number, groupId: number) => repo.isMember(db, groupId, userId),

    /** The user ids of a group's members. */
    listMemberIds: (groupId: number) => repo.listMemberIds(db, groupId),

    /** A page of what a client missed after the last message it saw, oldest first. */
    async listMissedMessages(groupId: number, afterId: number, limit: number) {
      const messages = await repo.listMessagesAfter(db, groupId, afterId, limit);
      const files = await attachments.describeOfMessages(messages.map((message) => message.id));
      return messages.map((message) => ({ ...message, attachments: message.removedAt === null ? (files.get(message.id) ?? []) : [] }));
    },

    /** The id of the group's last message; 0 when it has none. */
    lastMessageId: (groupId: number) => repo.lastMessageId(db, groupId),

    /**
     * A message as moderation reads it, if the user may see it (a member of its group; one the
     * school hides is not seen); null otherwise, so that nobody learns which messages exist.
     */
    async findMessageSeenBy(userId: number, messageId: number) {
      const message = await repo.findMessage(db, messageId);
      if (!message || message.hiddenAt !== null || message.removedAt !== null || !(await repo.isMember(db, message.groupId, userId))) return null;
      return { id: message.id, groupId: message.groupId, senderId: message.senderId, text: message.content };
    },

    /** A message as moderation reads it, whoever asks (a leader acting on a report); null if unknown. */
    async describeMessage(messageId: number) {
      const message = await repo.findMessage(db, messageId);
      return message ? { id: message.id, groupId: message.groupId, senderId: message.senderId, text: message.content, isHidden: message.hiddenAt !== null } : null;
    },

    /**
     * Hides the message from everyone but its sender, or shows it again; access is the caller's
     * (moderation). Open pages of the group are told of a hiding, so that it leaves their screens
     * at once; a message shown again appears when they next fetch the chat.
     */
    async setMessageHidden(messageId: number, isHidden: boolean): Promise<void> {
      const updated = await repo.setMessageHiddenAt(db, messageId, isHidden ? new Date() : null);
      if (updated && isHidden) await bus.publish(chatChannel(updated.groupId), { type: 'message_hidden', id: messageId } satisfies ChatServerMessage);
      // Shown again: no page is told, but the kept windows must read it again.
      if (updated && !isHidden) await recentMessages.announceStale(updated.groupId);
    },
  };
}
