import type { SettingsDto, UserDto } from '@homeroom/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT school/settings-update/ with only `hide_read_status`; answers the saved settings. */
export function updateReadStatus(hideReadStatus: boolean): Promise<SettingsDto> {
  return apiRequest<SettingsDto>('/school/settings-update/', { method: 'PUT', body: { hide_read_status: hideReadStatus } });
}

export function useUpdateReadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReadStatus,
    onSuccess: (settings) => {
      const user = queryClient.getQueryData<UserDto>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, settings: { ...user.settings, ...settings } };
      queryClient.setQueryData(currentUserQueryKey, updated);
      useAuthStore.getState().setAccount(updated);
    },
  });
}
