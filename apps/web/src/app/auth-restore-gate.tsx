import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { AUTH_RESTORE_TIMEOUT_MS, useAuthStore } from '../lib/auth-store.ts';
import { BrandMark } from './brand-mark.tsx';

interface AuthRestoreGateProps {
  children: ReactNode;
  timeoutMs?: number;
}

/**
 * Shows the app only once the persisted auth state is restored (docs/product.md, "Sessions in the browser"), so a signed-in user is
 * never bounced to the login page; after `timeoutMs` the restore counts as failed and the app shows.
 */
export function AuthRestoreGate({ children, timeoutMs = AUTH_RESTORE_TIMEOUT_MS }: AuthRestoreGateProps) {
  const { t } = useTranslation();
  const [isReady, setIsReady] = useState(() => useAuthStore.persist.hasHydrated());

  useEffect(() => {
    if (isReady) return;
    const unsubscribe = useAuthStore.persist.onFinishHydration(() => setIsReady(true));
    const timer = window.setTimeout(() => setIsReady(true), timeoutMs);
    if (useAuthStore.persist.hasHydrated()) setIsReady(true);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [isReady, timeoutMs]);

  if (!isReady) {
    return (
      <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4">
        <BrandMark className="size-12 animate-pulse" />
        <span className="sr-only">{t('authGate.loading')}</span>
      </div>
    );
  }
  return children;
}
