import { CHAT_SEARCH_PAGE_SIZE, type ChatSearchPageDto, type ChatSearchQuery } from '@homeroom/contract/chat-search';
import type { Database } from '../../infra/db/client.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { ChatService } from '../chat/chat.service.ts';
import * as repo from './chat-search.repo.ts';
import { buildSnippet, searchedTerms, toWebSearchText } from './search-query.ts';

export type ChatSearchService = ReturnType<typeof createChatSearchService>;

/** Full-text search of the messages of one's own chats (docs/decisions.md, "Chat search"). */
export function createChatSearchService({ db, chat }: { db: Database; chat: Pick<ChatService, 'describeGroupsFor'> }) {
  return {
    /** A page of the actor's messages matching the query, newest first, each with its chat and a marked snippet. */
    async searchMessages(actor: Actor, { q, page }: ChatSearchQuery): Promise<ChatSearchPageDto> {
      const rows = await repo.searchMessagesOfMember(db, actor.userId, toWebSearchText(q), CHAT_SEARCH_PAGE_SIZE + 1, (page - 1) * CHAT_SEARCH_PAGE_SIZE);
      const shown = rows.slice(0, CHAT_SEARCH_PAGE_SIZE);
      const describe = await chat.describeGroupsFor(shown.map((row) => ({ userId: actor.userId, groupId: row.groupId })));
      const terms = searchedTerms(q);
      return {
        page,
        has_more: rows.length > CHAT_SEARCH_PAGE_SIZE,
        results: shown.flatMap((row) => {
          const group = describe({ userId: actor.userId, groupId: row.groupId });
          if (!group) return [];
          return [
            {
              message_id: row.id,
              chat: group,
              sender: row.sender ? { id: row.sender.id, first_name: row.sender.firstName, last_name: row.sender.lastName } : null,
              time: row.createdAt.toISOString(),
              snippet: buildSnippet(row.content, terms),
            },
          ];
        }),
      };
    },
  };
}
