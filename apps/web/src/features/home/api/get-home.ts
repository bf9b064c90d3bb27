import type { HomeDto } from '@homeroom/contract/home';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from '../../../lib/notifications-query-key.ts';

export const homeQueryKey = ['home'] as const;

/** GET home/: what the user's Home shows; each call counts as a look at it (docs/product.md, "Home"). */
export function getHome(): Promise<HomeDto> {
  return apiRequest<HomeDto>('/home/');
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: homeQueryKey, queryFn: getHome });
}

/**
 * Home, fetched again whenever the page is opened, the window regains focus, or the bell's list
 * changes (a message or a story arrived, or was read): Home's counts follow the bell's.
 */
export function useHome() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const isNewList = event.type === 'updated' && event.action.type === 'success';
        if (isNewList && event.query.queryKey[0] === notificationsQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: homeQueryKey });
        }
      }),
    [queryClient],
  );
  return useQuery({ ...homeQueryOptions(), refetchOnMount: 'always' });
}
