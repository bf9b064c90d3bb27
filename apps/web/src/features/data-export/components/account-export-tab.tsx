import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EXPORT_PATHS } from '../api/download-export.ts';
import { DownloadExportButton } from './download-export-button.tsx';

/** The profile's "Your data" tab: the account's own data in one zip. */
export function AccountExportTab() {
  const { t } = useTranslation('dataExport');
  return (
    <section aria-labelledby="account-export-heading" className="flex flex-col gap-4">
      <h2 id="account-export-heading" className="text-lg font-semibold text-slate-900">
        {t('account.heading')}
      </h2>
      <DownloadExportButton
        path={EXPORT_PATHS.account()}
        fallbackName="homeroom-account.zip"
        label={t('account.download')}
        description={t('account.description')}
      />
    </section>
  );
}
