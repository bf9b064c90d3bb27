import type { LanguageDto, UserDto } from '@homeroom/contract/accounts';
import type { Language } from '@homeroom/contract/i18n/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT school/language-update/: the account's language, for every device and every e-mail. */
export function updateLanguage(language: Language): Promise<LanguageDto> {
  return apiRequest<LanguageDto>('/school/language-update/', { method: 'PUT', body: { language } });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) => {
      const user = queryClient.getQueryData<UserDto>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, language };
      queryClient.setQueryData(currentUserQueryKey, updated);
      useAuthStore.getState().setAccount(updated);
    },
  });
}
