import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateReadStatus } from '../api/update-read-status.ts';

/** A teacher's choice in Settings to send families no read receipts (docs/decisions.md, "Read receipts"). */
export function ReadStatusSettingsSection({ hideReadStatus }: { hideReadStatus: boolean }) {
  const { t } = useTranslation('readReceipts');
  const update = useUpdateReadStatus();
  const status = useTimedMessage();
  return (
    <section aria-labelledby="read-status-heading" className="mt-4 flex max-w-xl flex-col gap-3 border-t border-slate-200 pt-6">
      <h2 id="read-status-heading" className="text-base font-semibold text-slate-900">
        {t('settings.heading')}
      </h2>
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={update.isPending ? Boolean(update.variables) : hideReadStatus}
          disabled={update.isPending}
          aria-describedby="read-status-hint"
          onChange={(event) => {
            status.clear();
            update.mutate(event.target.checked, {
              onSuccess: () => status.show({ tone: 'success', text: t('settings.saved') }),
              onError: () => status.show({ tone: 'error', text: t('settings.saveFailed') }),
            });
          }}
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t('settings.hideLabel')}</span>
          <span id="read-status-hint" className="text-slate-600">{t('settings.hideHint')}</span>
        </span>
      </label>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
    </section>
  );
}
