import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatSearchPageDtoSchema, ChatSearchQuerySchema } from '@homeroom/contract/chat-search';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ChatSearchService } from './chat-search.service.ts';

export const chatSearchRoutes: FastifyPluginAsyncZod<{ chatSearch: ChatSearchService }> = async (app, { chatSearch }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/chat-search/', { schema: { querystring: ChatSearchQuerySchema, response: { 200: ChatSearchPageDtoSchema } } }, (request) =>
    chatSearch.searchMessages(requireActor(request), request.query),
  );
};
