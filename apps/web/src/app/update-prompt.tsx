import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Button } from '../components/ui/button.tsx';
import { useUpdateReady } from '../lib/pwa/app-service-worker.ts';

/** Offers the reload into a new version of the app once it has installed (docs/decisions.md, "Installable app"). */
export function UpdatePrompt() {
  const { isUpdateReady, applyUpdate } = useUpdateReady();
  const [isReloading, setIsReloading] = useState(false);
  // Later hides the offer on this page; the new version still starts once every tab is closed.
  const [isDismissed, setIsDismissed] = useState(false);
  const { t } = useTranslation('pwa');
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      {isUpdateReady && !isDismissed && (
        <div className="pointer-events-auto flex w-full max-w-md animate-fade-in items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200">
          <p className="flex-1 text-sm text-slate-800">{t('updateReady')}</p>
          <Button size="sm" variant="ghost" onClick={() => setIsDismissed(true)}>
            {t('later')}
          </Button>
          <Button
            size="sm"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            isLoading={isReloading}
            onClick={() => {
              setIsReloading(true);
              applyUpdate();
            }}
          >
            {t('reload')}
          </Button>
        </div>
      )}
    </div>
  );
}
