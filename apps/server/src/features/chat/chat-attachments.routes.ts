import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_ATTACHMENT_MESSAGES, CHAT_ATTACHMENT_UPLOAD, ChatAttachmentDtoSchema } from '@homeroom/contract/chat-attachments';
import { id } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { readFileUpload } from '../../infra/http/multipart.ts';
import type { ChatAttachmentsService } from './chat-attachments.service.ts';

const GroupIdParamsSchema = z.object({ groupId: id() });

export const chatAttachmentsRoutes: FastifyPluginAsyncZod<{ attachments: ChatAttachmentsService }> = async (app, { attachments }) => {
  app.addHook('preValidation', signedInOnly);

  // A member uploads a picture or a PDF (`file`); the next message they send may carry its id.
  // Membership is checked before a byte of the file is read.
  app.post(
    '/school/chat-attachment-upload/:groupId/',
    { schema: { params: GroupIdParamsSchema, response: { 201: ChatAttachmentDtoSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      await attachments.requireUploader(actor, request.params.groupId);
      const upload = await readFileUpload(request, 'file', {
        maxBytes: CHAT_ATTACHMENT_UPLOAD.maxBytes,
        tooLargeMessage: CHAT_ATTACHMENT_MESSAGES.tooLarge,
        missingMessage: CHAT_ATTACHMENT_MESSAGES.fileMissing,
      });
      return reply.code(201).send(await attachments.storeUpload(actor, request.params.groupId, upload));
    },
  );
};
