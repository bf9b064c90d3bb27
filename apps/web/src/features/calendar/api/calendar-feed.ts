import type { CalendarFeedDto, CalendarFeedStatusDto } from '@homeroom/contract/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const calendarFeedStatusQueryKey = ['calendar-feed', 'status'] as const;
/** The address just made: the server keeps only its hash, so this session is the one place it lives. */
export const calendarFeedAddressQueryKey = ['calendar-feed', 'address'] as const;

/** GET calendar/feed/: whether the user has an address, and since when. */
export function fetchCalendarFeedStatus(): Promise<CalendarFeedStatusDto> {
  return apiRequest<CalendarFeedStatusDto>('/calendar/feed/');
}

export function useCalendarFeedStatus() {
  return useQuery(queryOptions({ queryKey: calendarFeedStatusQueryKey, queryFn: fetchCalendarFeedStatus }));
}

/** The address made in this session, if any (never fetched: only a new one can be answered). */
export function useMadeCalendarFeed() {
  return useQuery<CalendarFeedDto | null>({
    queryKey: calendarFeedAddressQueryKey,
    queryFn: () => null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** POST calendar/feed/: a new private address, which replaces the one before. */
export function makeCalendarFeed(): Promise<CalendarFeedDto> {
  return apiRequest<CalendarFeedDto>('/calendar/feed/', { method: 'POST' });
}

export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedAddressQueryKey, feed);
      queryClient.setQueryData<CalendarFeedStatusDto>(calendarFeedStatusQueryKey, { has_feed: true, created_at: feed.created_at });
    },
  });
}
