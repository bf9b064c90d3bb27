import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';

/** Messages of SPEC §5 and §8 for groups, members and messages. */
export const CHAT_MESSAGES = {
  groupNameRequired: 'Group name is required',
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
} as const;

export function alreadyInTheList(name: string): string {
  return `${name} is already in the list`;
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
const ContactStudentSchema = z.object({ id: z.number(), name: z.string(), parent: ParentRefSchema.nullable() });

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
        students: z.array(ContactStudentSchema),
      }),
    }),
  ),
});
export type ParentContactsDto = z.infer<typeof ParentContactsDtoSchema>;

/** POST school/chat-group-create/: trimmed by the form (SPEC §5). */
export const GroupCreateBodySchema = z.object({
  name: z.string({ error: CHAT_MESSAGES.groupNameRequired }).trim().min(1, CHAT_MESSAGES.groupNameRequired).max(100, 'A group name may be at most 100 characters.'),
});
export const GroupCreateDtoSchema = z.object({ id: z.number(), name: z.string() });

/** POST school/chat-group-create-direct/ */
export const DirectGroupCreateBodySchema = z.object({
  name: z.string().optional().default('direct'),
  recipient: z.coerce.number({ error: 'Recipient is required' }).int().positive('Recipient is required'),
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
});
export type ChatMessageDto = z.infer<typeof ChatMessageDtoSchema>;

const GroupFieldsSchema = z.object({
  id: z.number(),
  name: z.string(),
  direct_message: z.boolean(),
  recipient: UserSummaryDtoSchema.nullable(),
  group_owner: UserSummaryDtoSchema,
});

/** GET school/chat-group-user-get/: the user's memberships with each group and its members. */
export const UserGroupsDtoSchema = z.object({
  chat_group_member: z.array(
    z.object({
      id: z.number(),
      user: UserSummaryDtoSchema,
      group: GroupFieldsSchema.extend({ chat_members: z.array(ChatMemberDtoSchema) }),
      connected_to_call: z.boolean(),
      connected_to_chat: z.boolean(),
    }),
  ),
});
export type UserGroupsDto = z.infer<typeof UserGroupsDtoSchema>;

/** GET school/chat-group-get/{id}/: the group, its members and its latest messages, oldest first. */
export const ChatGroupDtoSchema = GroupFieldsSchema.extend({
  chat_members: z.array(ChatMemberDtoSchema),
  chat_messages: z.array(ChatMessageDtoSchema),
  /** Whether messages older than the first one exist (an addition for paging). */
  has_older_messages: z.boolean(),
});
export type ChatGroupDto = z.infer<typeof ChatGroupDtoSchema>;

/** POST school/chat-group-add-members/{groupId}/ */
export const AddMembersBodySchema = z
  .array(z.object({ user: z.coerce.number().int().positive(), group: z.coerce.number().int().positive() }))
  .min(1, 'Choose at least one person.')
  .max(200);
export const AddedMemberDtoSchema = z.object({ id: z.number(), user: z.number(), group: z.number() });

/** GET school/chat-messages/{groupId}/?before={id}: an older page of messages (an addition). */
export const OlderMessagesQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });
export const ChatMessagePageDtoSchema = z.object({
  chat_messages: z.array(ChatMessageDtoSchema),
  has_older_messages: z.boolean(),
});

/** Chat socket, client → server. */
export const ChatClientMessageSchema = z.object({ message: z.string() });

/** Chat socket, server → client. */
export type ChatServerMessage =
  | { type: 'chat_message'; id: number; message: string; user: { id: number; first_name: string; last_name: string } }
  | { type: 'user_connected'; data: { user: number } }
  | { type: 'user_disconnected'; data: { user: number } }
  | { type: 'error'; message: string };
