import { WifiOff } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useIsOffline } from '../lib/pwa/use-is-offline.ts';

/** Says, while there is no network, that the pages show what was seen last (docs/decisions.md, "Installable app"). */
export function OfflineBanner() {
  const isOffline = useIsOffline();
  const { t } = useTranslation('pwa');
  return (
    <div role="status">
      {isOffline && (
        <p className="flex items-center justify-center gap-2 bg-accent-100 px-4 py-2 text-center text-sm font-medium text-accent-700">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
