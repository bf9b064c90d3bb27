import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatExportLogDtoSchema, ChatExportQuerySchema } from '@homeroom/contract/chat-search';
import { id } from '@homeroom/contract/validation';
import { requestLanguage } from '../../infra/http/answer-language.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ChatExportService } from './chat-export.service.ts';

const GroupIdParamsSchema = z.object({ groupId: id() });

export const chatExportRoutes: FastifyPluginAsyncZod<{ chatExport: ChatExportService }> = async (app, { chatExport }) => {
  app.addHook('preValidation', signedInOnly);

  // The printable page opens in the browser; the PDF downloads.
  app.get('/school/chat-export/:groupId/', { schema: { params: GroupIdParamsSchema, querystring: ChatExportQuerySchema } }, async (request, reply) => {
    const file = await chatExport.exportConversation(requireActor(request), request.params.groupId, request.query.format, requestLanguage(request.headers['accept-language']));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `${request.query.format === 'pdf' ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Language')
      .send(file.body);
  });

  app.get('/school/chat-export-log/', { schema: { response: { 200: ChatExportLogDtoSchema } } }, (request) => chatExport.listExportLog(requireActor(request)));
};
