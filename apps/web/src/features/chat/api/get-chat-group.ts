import type { ChatGroupDto } from '@homeroom/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mergeGroupAnswer } from '../chat-messages.ts';

export function chatGroupQueryKey(groupId: number) {
  return ['chat-group', groupId] as const;
}

/** GET school/chat-group-get/{id}/: members only (403); the latest 50 messages, oldest first. */
export function getChatGroup(groupId: number): Promise<ChatGroupDto> {
  return apiRequest<ChatGroupDto>(`/school/chat-group-get/${groupId}/`);
}

export function chatGroupQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: chatGroupQueryKey(groupId),
    queryFn: () => getChatGroup(groupId),
    // Fetching again must not drop the older pages and live messages the page already holds.
    structuralSharing: (cached, fresh) =>
      mergeGroupAnswer(cached as ChatGroupDto | undefined, fresh as ChatGroupDto),
  });
}

export function useChatGroup(groupId: number) {
  return useQuery(chatGroupQueryOptions(groupId));
}
