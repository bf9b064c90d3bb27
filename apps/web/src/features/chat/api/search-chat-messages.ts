import type { ChatSearchPageDto } from '@homeroom/contract/chat-search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const chatSearchQueryKey = (query: string) => ['chat-search', query] as const;

/** GET school/chat-search/?q=...&page=N: a page of the messages of one's chats that match, newest first. */
export function searchChatMessages(query: string, page: number): Promise<ChatSearchPageDto> {
  return apiRequest<ChatSearchPageDto>(`/school/chat-search/?${new URLSearchParams({ q: query, page: String(page) })}`);
}

export function chatSearchQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: chatSearchQueryKey(query),
    queryFn: ({ pageParam }) => searchChatMessages(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: query.trim().length > 0,
  });
}

/** The results of a search, page after page; nothing is asked while the query is empty. */
export function useChatSearch(query: string) {
  return useInfiniteQuery(chatSearchQueryOptions(query));
}
