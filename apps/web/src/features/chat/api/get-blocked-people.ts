import type { BlockListDto } from '@homeroom/contract/blocking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const blockedPeopleQueryKey = ['blocked-people'] as const;

/** GET school/user-block-list/: the people the user blocked, most recent first. */
export function getBlockedPeople(): Promise<BlockListDto> {
  return apiRequest<BlockListDto>('/school/user-block-list/');
}

export function blockedPeopleQueryOptions() {
  return queryOptions({ queryKey: blockedPeopleQueryKey, queryFn: getBlockedPeople });
}

export function useBlockedPeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...blockedPeopleQueryOptions(), enabled });
}
