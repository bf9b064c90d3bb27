import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddedMemberDtoSchema,
  AddMembersBodySchema,
  ChatGroupDtoSchema,
  ChatMemberDtoSchema,
  ChatMessagePageDtoSchema,
  DirectGroupCreateBodySchema,
  DirectGroupDtoSchema,
  GroupCreateBodySchema,
  GroupCreateDtoSchema,
  OlderMessagesQuerySchema,
  ParentContactsDtoSchema,
  TeacherContactsDtoSchema,
  UserGroupsDtoSchema,
} from '@homeroom/contract/chat';
import { IdParamsSchema } from '@homeroom/contract/schools';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ChatService } from './chat.service.ts';
import type { ContactsService } from './contacts.service.ts';

const GroupIdParamsSchema = z.object({ groupId: z.coerce.number().int().positive() });

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
};
