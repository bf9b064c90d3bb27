import type { UserGroupsDto } from '@homeroom/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatListQueryKey } from '../../../lib/chat-list-query-key.ts';

export const userGroupsQueryKey = chatListQueryKey;

/**
 * GET school/chat-group-user-get/: the user's memberships by latest activity, each with its
 * group, members, last message and unread count.
 */
export function getUserGroups(): Promise<UserGroupsDto> {
  return apiRequest<UserGroupsDto>('/school/chat-group-user-get/');
}

export function userGroupsQueryOptions() {
  return queryOptions({ queryKey: userGroupsQueryKey, queryFn: getUserGroups });
}

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
