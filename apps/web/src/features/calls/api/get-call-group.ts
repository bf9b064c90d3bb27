import type { ChatGroupDto } from '@homeroom/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function callGroupQueryKey(groupId: number) {
  return ['call-group', groupId] as const;
}

/** GET school/chat-group-get/{id}/: the call page needs the two members and their call presence. */
export function getCallGroup(groupId: number): Promise<ChatGroupDto> {
  return apiRequest<ChatGroupDto>(`/school/chat-group-get/${groupId}/`);
}

export function callGroupQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: callGroupQueryKey(groupId),
    queryFn: () => getCallGroup(groupId),
    // Presence on this page comes from the call socket once connected, not from refetches.
    refetchOnWindowFocus: false,
  });
}

export function useCallGroup(groupId: number) {
  return useQuery(callGroupQueryOptions(groupId));
}
