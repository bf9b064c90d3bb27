import { z } from 'zod';
import { UserNameDtoSchema, UserSummaryDtoSchema } from './accounts.ts';
import { id, text } from './validation.ts';
import { CHAT_ATTACHMENT_MESSAGES, CHAT_ATTACHMENT_UPLOAD, ChatAttachmentDtoSchema, ChatLastAttachmentDtoSchema } from './chat-attachments.ts';

/** Messages for groups, members and messages (docs/product.md, "Chat"). */
export const CHAT_MESSAGES = {
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'A group name may be at most 100 characters.',
  recipientRequired: 'Recipient is required',
  choosePeople: 'Choose at least one person.',
  chooseTrueOrFalse: 'Choose true or false.',
  groupCreated: 'Group created successfully',
  groupCreateFailed: 'Error creating group',
  usersAdded: 'Users added to group successfully.',
  usersAddFailed: 'There was a problem adding users to the group.',
  notAContact: 'You can only chat with the teachers and parents of your classes.',
  directChatMembers: 'A direct chat has exactly two members.',
  notAMember: 'Only the members of this chat can see it.',
  messageEmpty: 'Write a message first.',
  messageTooLong: 'A message may be at most 5,000 characters.',
  userLeftTheGroup: 'User left the group',
  typeMessage: 'Type message...',
  selectClassHint: 'Select class to show parents list.',
  iconHint: 'Click icon to direct message or video call.',
  directMessageTitle: 'Direct Message',
  directChatFixed: 'A direct chat cannot be left, and nobody can be removed from it.',
  onlyOwnerAdds: 'Only the owner of this group can add members.',
  onlyOwnerRemoves: 'Only the owner of this group can remove members.',
  onlyOwnerChangesSettings: 'Only the owner of this group can change its settings.',
  ownerCannotBeRemoved: 'The owner cannot be removed from the group.',
  notInTheGroup: 'This person is not a member of the group.',
  groupMismatch: 'The group does not match the address.',
  leaveGroup: 'Leave group',
  leaveGroupConfirm: 'Leave this group? You will no longer see its messages.',
  leaveGroupFailed: 'There was a problem leaving the group.',
  removeMemberConfirm: 'Remove {name} from the group?',
  memberRemoved: '{name} was removed from the group.',
  removeMemberFailed: 'There was a problem removing this member.',
  onlyOwnerAddsToggle: 'Only I can add members',
  settingsFailed: 'There was a problem saving the group settings.',
  onlySenderChanges: 'Only the sender can edit or remove this message.',
  editWindowOver: 'A message can only be edited within 15 minutes of sending it.',
  messageWasRemoved: 'This message was removed.',
  hiddenMessageFixed: 'The school has hidden this message; it cannot be edited.',
  messageRemoved: 'Message removed',
} as const;

/** A text of CHAT_MESSAGES with `{name}` filled in. */
export function withName(text: string, name: string): string {
  return text.replace('{name}', name);
}

export function alreadyInTheGroup(name: string): string {
  return `${name} is already in the group`;
}

export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** A chat opens on its latest messages; older ones load in pages of this size. */
export const CHAT_PAGE_SIZE = 50;
/** Group lists show at most this many member names, then '...'. */
export const MEMBER_PREVIEW_COUNT = 5;

const ParentRefSchema = z.object({ user: UserSummaryDtoSchema });
/** A student in the contacts: `parent` is the first guardian, `guardians` all of them. */
const ContactStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  parent: ParentRefSchema.nullable(),
  guardians: z.array(ParentRefSchema).optional(),
});

/** GET school/teacher-contacts-get/ */
export const TeacherContactsDtoSchema = z.object({
  school_classes: z.array(z.object({ id: z.number(), name: z.string(), students: z.array(ContactStudentSchema) })),
});
export type TeacherContactsDto = z.infer<typeof TeacherContactsDtoSchema>;

/** GET school/parent-contacts-get/ */
export const ParentContactsDtoSchema = z.object({
  id: z.number(),
  children: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      school_class: z.object({
        id: z.number(),
        name: z.string(),
        teacher: z.object({ user: UserSummaryDtoSchema }),
        /** Every teacher of the class, the owner (`teacher`) first, then its co-teachers. */
        teachers: z.array(z.object({ user: UserSummaryDtoSchema })),
        students: z.array(ContactStudentSchema),
      }),
    }),
  ),
});
export type ParentContactsDto = z.infer<typeof ParentContactsDtoSchema>;

/** POST school/chat-group-create/: trimmed by the form (docs/product.md, "Group chats"). */
export const GroupCreateBodySchema = z.object({
  name: text({ error: CHAT_MESSAGES.groupNameRequired }).trim().min(1, CHAT_MESSAGES.groupNameRequired).max(100, CHAT_MESSAGES.groupNameTooLong),
});
export const GroupCreateDtoSchema = z.object({ id: z.number(), name: z.string() });

/** POST school/chat-group-create-direct/ */
export const DirectGroupCreateBodySchema = z.object({
  name: text().optional().default('direct'),
  recipient: id(CHAT_MESSAGES.recipientRequired),
});
export const DirectGroupDtoSchema = z.object({ id: z.number(), name: z.string(), recipient: z.number() });

export const ChatMemberDtoSchema = z.object({
  id: z.number(),
  user: UserSummaryDtoSchema,
  group: z.number(),
  connected_to_call: z.boolean(),
  connected_to_chat: z.boolean(),
});
export type ChatMemberDto = z.infer<typeof ChatMemberDtoSchema>;

export const ChatMessageDtoSchema = z.object({
  id: z.number(),
  sender: z.object({ id: z.number(), user: UserSummaryDtoSchema }).nullable(),
  content: z.string(),
  time: z.string(),
  group: z.number(),
  /** Only in its sender's answers, while the school hides it (others do not get it at all). */
  hidden_by_school: z.boolean().optional(),
  /** When its sender last edited it (an addition); null if never, or once removed. */
  edited_at: z.string().nullable(),
  /** Its sender removed it (an addition): `content` is then empty; pages show 'Message removed'. */
  is_removed: z.boolean(),
  /** Its pictures and PDF files, in the order sent (an addition, chat-attachments.ts). */
  attachments: z.array(ChatAttachmentDtoSchema).optional(),
});
export type ChatMessageDto = z.infer<typeof ChatMessageDtoSchema>;

/** How long after sending its sender may edit a message (docs/product.md, "Edits and removals"). */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60 * 1000;

/** PUT school/chat-message-update/{id}/ (an addition): the sender's new text; answers the message. */
export const ChatMessageUpdateBodySchema = z.object({
  content: text({ error: CHAT_MESSAGES.messageEmpty })
    .trim()
    .min(1, CHAT_MESSAGES.messageEmpty)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong),
});
export type ChatMessageUpdateBody = z.infer<typeof ChatMessageUpdateBodySchema>;

/**
 * GET school/chat-message-versions/{id}/ (an addition): the earlier texts of an edited message,
 * oldest first; each was written at `time` and replaced at `replaced_at`.
 */
export const ChatMessageVersionDtoSchema = z.object({
  id: z.number(),
  content: z.string(),
  time: z.string(),
  replaced_at: z.string(),
});
export type ChatMessageVersionDto = z.infer<typeof ChatMessageVersionDtoSchema>;
export const ChatMessageVersionsDtoSchema = z.object({ message: z.number(), versions: z.array(ChatMessageVersionDtoSchema) });
export type ChatMessageVersionsDto = z.infer<typeof ChatMessageVersionsDtoSchema>;

/** A member tells the others they are typing, at most this often while they type (an addition). */
export const TYPING_FRAME_INTERVAL_MS = 3000;
/** A typing line goes this long after the last frame that said so. */
export const TYPING_EXPIRY_MS = 5000;

const GroupFieldsSchema = z.object({
  id: z.number(),
  name: z.string(),
  direct_message: z.boolean(),
  recipient: UserSummaryDtoSchema.nullable(),
  group_owner: UserSummaryDtoSchema,
  /** Whether only the owner may add members (an addition; false: any member may). */
  only_owner_adds_members: z.boolean(),
});

/** How much of a chat's last message the inbox carries. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 200;

/**
 * The newest message of a chat, as the inbox shows it (an addition): `text` is its start, at most
 * LAST_MESSAGE_PREVIEW_LENGTH characters; `sender` is null once they left.
 */
export const ChatLastMessageDtoSchema = z.object({
  id: z.number(),
  text: z.string(),
  sender: UserSummaryDtoSchema.nullable(),
  created_at: z.string(),
  /** Its first attachment, for "📷 Photo" or "PDF: name" when `text` is empty (an addition). */
  attachment: ChatLastAttachmentDtoSchema.nullable().optional(),
});
export type ChatLastMessageDto = z.infer<typeof ChatLastMessageDtoSchema>;

/**
 * GET school/chat-group-user-get/: the user's memberships with each group and its members, by
 * latest activity (the newest message, or joining the chat), with the last message and how many
 * messages of others the user has not read (additions, docs/api.md).
 */
export const UserGroupsDtoSchema = z.object({
  chat_group_member: z.array(
    z.object({
      id: z.number(),
      user: UserSummaryDtoSchema,
      group: GroupFieldsSchema.extend({ chat_members: z.array(ChatMemberDtoSchema) }),
      connected_to_call: z.boolean(),
      connected_to_chat: z.boolean(),
      last_message: ChatLastMessageDtoSchema.nullable(),
      unread_count: z.number(),
    }),
  ),
});
export type UserGroupsDto = z.infer<typeof UserGroupsDtoSchema>;

/** How far a member has read: the newest message they reached, and when (read receipts, an addition). */
export const ChatReadMarkDtoSchema = z.object({ user: z.number(), message: z.number(), read_at: z.string() });
export type ChatReadMarkDto = z.infer<typeof ChatReadMarkDtoSchema>;

/** GET school/chat-group-get/{id}/: the group, its members and its latest messages, oldest first. */
export const ChatGroupDtoSchema = GroupFieldsSchema.extend({
  chat_members: z.array(ChatMemberDtoSchema),
  /** The other members' read marks (an addition); none from who hides their read status, nor before a first read. */
  read_marks: z.array(ChatReadMarkDtoSchema).optional(),
  chat_messages: z.array(ChatMessageDtoSchema),
  /** Whether messages older than the first one exist (an addition for paging). */
  has_older_messages: z.boolean(),
});
export type ChatGroupDto = z.infer<typeof ChatGroupDtoSchema>;

/** POST school/chat-group-add-members/{groupId}/ */
export const AddMembersBodySchema = z
  .array(z.object({ user: id(), group: id() }))
  .min(1, CHAT_MESSAGES.choosePeople)
  .max(200);
export const AddedMemberDtoSchema = z.object({ id: z.number(), user: z.number(), group: z.number() });

/** DELETE school/chat-group-member-delete/{groupId}/{userId}/ and POST school/chat-group-leave/{groupId}/ (additions): 204. */
export const GroupMemberParamsSchema = z.object({ groupId: id(), userId: id() });

/** PUT school/chat-group-settings-update/{groupId}/ (an addition): the owner's settings of a group. */
export const GroupSettingsBodySchema = z.object({
  only_owner_adds_members: z.boolean({ error: CHAT_MESSAGES.chooseTrueOrFalse }),
});
export type GroupSettingsBody = z.infer<typeof GroupSettingsBodySchema>;
export const GroupSettingsDtoSchema = z.object({ id: z.number(), name: z.string(), only_owner_adds_members: z.boolean() });
export type GroupSettingsDto = z.infer<typeof GroupSettingsDtoSchema>;

/**
 * POST school/chat-group-read/{groupId}/ (an addition): the member has read the chat up to
 * `message` (its newest message when left out). Never moves back.
 */
export const ChatReadBodySchema = z.object({ message: id().optional() });
export type ChatReadBody = z.infer<typeof ChatReadBodySchema>;
export const ChatReadDtoSchema = z.object({ group: z.number(), last_read_message_id: z.number(), unread_count: z.number() });
export type ChatReadDto = z.infer<typeof ChatReadDtoSchema>;

/** GET school/chat-messages/{groupId}/?before={id}: an older page of messages (an addition). */
export const OlderMessagesQuerySchema = z.object({ before: id().optional() });
export const ChatMessagePageDtoSchema = z.object({
  chat_messages: z.array(ChatMessageDtoSchema),
  has_older_messages: z.boolean(),
});

/** Chat socket, client → server (docs/product.md, "API conventions"): the text alone, without a `type`. */
export const ChatClientMessageSchema = z.object({
  message: text(),
  /** Files uploaded to this group by the sender and not sent yet (an addition); the text may then be empty. */
  attachment_ids: z.array(id()).max(CHAT_ATTACHMENT_UPLOAD.maxPerMessage, CHAT_ATTACHMENT_MESSAGES.tooManyAttachments).optional(),
});
export type ChatClientMessage = z.infer<typeof ChatClientMessageSchema>;
/** Chat socket, client → server (an addition): the member is typing; never stored. */
export const ChatTypingFrameSchema = z.object({ type: z.literal('typing') });

/** Chat socket, server → client (docs/product.md, "API conventions"): to every member of the group, the sender too. */
export const ChatServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat_message'),
    id: z.number(),
    message: z.string(),
    user: UserNameDtoSchema,
    /** When it was stored, as `time` in the chat's answers (an addition). */
    time: z.string().optional(),
    /** Its files, with addresses signed when it is sent or read again (an addition; only members receive them). */
    attachments: z.array(ChatAttachmentDtoSchema).optional(),
  }),
  z.object({ type: z.literal('user_connected'), data: z.object({ user: z.number() }) }),
  z.object({ type: z.literal('user_disconnected'), data: z.object({ user: z.number() }) }),
  /** A message the server could not take; only its sender receives it (an addition). */
  z.object({ type: z.literal('error'), message: z.string() }),
  /** The school hid this message (an addition): open pages drop it and fetch the chat again. */
  z.object({ type: z.literal('message_hidden'), id: z.number() }),
  /** A member's read mark moved (an addition): `message` is the newest they have read, at `read_at`. Never sent for who hides their read status. */
  z.object({ type: z.literal('chat_read'), data: ChatReadMarkDtoSchema }),
  /** Its sender edited a message (an addition): the new text replaces the old on open pages. */
  z.object({
    type: z.literal('chat_message_edited'),
    data: z.object({ id: z.number(), message: z.string(), edited_at: z.string() }),
  }),
  /** Its sender removed a message (an addition): open pages show 'Message removed' instead. */
  z.object({ type: z.literal('chat_message_removed'), data: z.object({ id: z.number() }) }),
  /** A member is typing (an addition); sent to the typist too, whose page ignores it. */
  z.object({ type: z.literal('user_typing'), data: z.object({ user: UserNameDtoSchema }) }),
]);
export type ChatServerMessage = z.infer<typeof ChatServerMessageSchema>;
