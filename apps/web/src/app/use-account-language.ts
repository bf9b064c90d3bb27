import { useEffect } from 'react';
import { useUpdateLanguage } from '../features/accounts/api/update-language.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { applyLanguage, currentLanguage } from '../lib/i18n/i18n.ts';

/**
 * Keeps the app in the signed-in account's language: a language chosen on another device wins
 * here; an account that has none yet takes the one this device speaks, so e-mails follow it.
 */
export function useAccountLanguage(): void {
  const { data: user } = useCurrentUser();
  const { mutate: saveLanguage } = useUpdateLanguage();
  const accountLanguage = user?.language;
  const hasUser = user !== undefined;
  useEffect(() => {
    if (!hasUser) return;
    if (accountLanguage) {
      if (accountLanguage !== currentLanguage()) void applyLanguage(accountLanguage);
    } else if (accountLanguage === null) {
      saveLanguage(currentLanguage());
    }
  }, [hasUser, accountLanguage, saveLanguage]);
}
