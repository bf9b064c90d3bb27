import type { TimeZoneDto, UserDto } from '@homeroom/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT school/time-zone-update/: the zone the account's digests and office hours keep. */
export function updateTimeZone(timeZone: string): Promise<TimeZoneDto> {
  return apiRequest<TimeZoneDto>('/school/time-zone-update/', { method: 'PUT', body: { time_zone: timeZone } });
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: ({ time_zone }) => {
      const user = queryClient.getQueryData<UserDto>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, time_zone };
      queryClient.setQueryData(currentUserQueryKey, updated);
      useAuthStore.getState().setAccount(updated);
    },
  });
}
