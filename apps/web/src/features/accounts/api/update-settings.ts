import type { SettingsDto, SettingsUpdateBody, UserDto } from '@homeroom/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT school/settings-update/ with the settings object; answers the saved settings. */
export function updateSettings(body: SettingsUpdateBody): Promise<SettingsDto> {
  return apiRequest<SettingsDto>('/school/settings-update/', { method: 'PUT', body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      const user = queryClient.getQueryData<UserDto>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, settings: { ...user.settings, ...settings } };
      queryClient.setQueryData(currentUserQueryKey, updated);
      useAuthStore.getState().setAccount(updated);
    },
  });
}
