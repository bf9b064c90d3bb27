import type { UserGroupsDto } from '@homeroom/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const userGroupsQueryKey = ['chat-groups'] as const;

/** GET school/chat-group-user-get/: the user's memberships, each with its group and members. */
export function getUserGroups(): Promise<UserGroupsDto> {
  return apiRequest<UserGroupsDto>('/school/chat-group-user-get/');
}

export function userGroupsQueryOptions() {
  return queryOptions({ queryKey: userGroupsQueryKey, queryFn: getUserGroups });
}

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
