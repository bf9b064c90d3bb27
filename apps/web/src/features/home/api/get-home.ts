import type { HomeDto } from '@homeroom/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const homeQueryKey = ['home'] as const;

/** GET home/: what the user's Home shows; each call counts as a look at it (docs/product.md, "Home"). */
export function getHome(): Promise<HomeDto> {
  return apiRequest<HomeDto>('/home/');
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: homeQueryKey, queryFn: getHome });
}

/** Home, fetched again whenever the page is opened or the window regains focus. */
export function useHome() {
  return useQuery({ ...homeQueryOptions(), refetchOnMount: 'always' });
}
