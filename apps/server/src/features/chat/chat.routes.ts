import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddedMemberDtoSchema,
  AddMembersBodySchema,
  ChatGroupDtoSchema,
  ChatMemberDtoSchema,
  ChatMessageDtoSchema,
  ChatMessagePageDtoSchema,
  ChatMessageUpdateBodySchema,
  ChatMessageVersionsDtoSchema,
  ChatReadBodySchema,
  ChatReadDtoSchema,
  DirectGroupCreateBodySchema,
  DirectGroupDtoSchema,
  GroupCreateBodySchema,
  GroupCreateDtoSchema,
  GroupMemberParamsSchema,
  GroupSettingsBodySchema,
  GroupSettingsDtoSchema,
  OlderMessagesQuerySchema,
  ParentContactsDtoSchema,
  TeacherContactsDtoSchema,
  UserGroupsDtoSchema,
} from '@homeroom/contract/chat';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ChatService } from './chat.service.ts';
import type { ContactsService } from './contacts.service.ts';
import { IdParamsSchema, id } from '@homeroom/contract/validation';

const GroupIdParamsSchema = z.object({ groupId: id() });

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; contacts: ContactsService }> = async (app, { chat, contacts }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/teacher-contacts-get/', { schema: { response: { 200: TeacherContactsDtoSchema } } }, (request) =>
    contacts.listTeacherContacts(requireActor(request)),
  );

  app.get('/school/parent-contacts-get/', { schema: { response: { 200: ParentContactsDtoSchema } } }, (request) =>
    contacts.listParentContacts(requireActor(request)),
  );

  app.post(
    '/school/chat-group-create/',
    { schema: { body: GroupCreateBodySchema, response: { 201: GroupCreateDtoSchema } } },
    async (request, reply) => reply.code(201).send(await chat.createGroup(requireActor(request), request.body.name)),
  );

  // An existing direct chat is answered with 200, a new one with 201.
  app.post(
    '/school/chat-group-create-direct/',
    { schema: { body: DirectGroupCreateBodySchema, response: { 200: DirectGroupDtoSchema, 201: DirectGroupDtoSchema } } },
    async (request, reply) => {
      const { group, isNew } = await chat.openDirectChat(requireActor(request), request.body.recipient);
      return reply.code(isNew ? 201 : 200).send(group);
    },
  );

  app.get('/school/chat-group-user-get/', { schema: { response: { 200: UserGroupsDtoSchema } } }, (request) =>
    chat.listUserGroups(requireActor(request)),
  );

  app.post(
    '/school/chat-group-add-members/:groupId/',
    { schema: { params: GroupIdParamsSchema, body: AddMembersBodySchema, response: { 201: z.array(AddedMemberDtoSchema) } } },
    async (request, reply) => reply.code(201).send(await chat.addMembers(requireActor(request), request.params.groupId, request.body)),
  );

  app.delete('/school/chat-group-member-delete/:groupId/:userId/', { schema: { params: GroupMemberParamsSchema } }, async (request, reply) => {
    await chat.removeMember(requireActor(request), request.params.groupId, request.params.userId);
    return reply.code(204).send();
  });

  app.post('/school/chat-group-leave/:groupId/', { schema: { params: GroupIdParamsSchema } }, async (request, reply) => {
    await chat.leaveGroup(requireActor(request), request.params.groupId);
    return reply.code(204).send();
  });

  // The member read the chat: its unread count and its 'New message' notification go.
  app.post(
    '/school/chat-group-read/:groupId/',
    { schema: { params: GroupIdParamsSchema, body: ChatReadBodySchema, response: { 200: ChatReadDtoSchema } } },
    (request) => chat.markRead(requireActor(request), request.params.groupId, request.body.message),
  );

  app.put(
    '/school/chat-group-settings-update/:groupId/',
    { schema: { params: GroupIdParamsSchema, body: GroupSettingsBodySchema, response: { 200: GroupSettingsDtoSchema } } },
    (request) => chat.updateGroupSettings(requireActor(request), request.params.groupId, request.body),
  );

  app.get(
    '/school/chat-group-members-list/:id/',
    { schema: { params: IdParamsSchema, response: { 200: z.array(ChatMemberDtoSchema) } } },
    (request) => chat.listMembers(requireActor(request), request.params.id),
  );

  app.get(
    '/school/chat-group-get/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ChatGroupDtoSchema } } },
    (request) => chat.getGroup(requireActor(request), request.params.id),
  );

  app.get(
    '/school/chat-messages/:groupId/',
    { schema: { params: GroupIdParamsSchema, querystring: OlderMessagesQuerySchema, response: { 200: ChatMessagePageDtoSchema } } },
    (request) => chat.listOlderMessages(requireActor(request), request.params.groupId, request.query.before),
  );

  // Edits and removals are requests, not socket frames: each gets its own answer and refusal (docs/decisions.md).
  app.put(
    '/school/chat-message-update/:id/',
    { schema: { params: IdParamsSchema, body: ChatMessageUpdateBodySchema, response: { 200: ChatMessageDtoSchema } } },
    (request) => chat.editMessage(requireActor(request), request.params.id, request.body.content),
  );

  app.delete('/school/chat-message-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await chat.removeMessage(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/school/chat-message-versions/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ChatMessageVersionsDtoSchema } } },
    (request) => chat.listMessageVersions(requireActor(request), request.params.id),
  );
};
