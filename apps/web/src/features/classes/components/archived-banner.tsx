import { Archive } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Says on the class page that its year has ended and that it is read only. */
export function ArchivedBanner({ archivedAt }: { archivedAt: string }) {
  const { t } = useTranslation('classes');
  return (
    <section
      aria-label={t('archived.label')}
      className="flex gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">{t('archived.title')}</strong>{' '}
        {t('archived.text', { date: formatDate(archivedAt, DATE_FORMAT) })}
      </p>
    </section>
  );
}
