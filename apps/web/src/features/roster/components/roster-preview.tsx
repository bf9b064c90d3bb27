import type { RosterPreviewDto, RosterRowDto } from '@homeroom/contract/roster';
import { CircleAlert, MailPlus, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

/** What the import does with each guardian's address, as a key of the `roster` namespace. */
const GUARDIAN_STATUS_KEYS = {
  invite: 'preview.guardianInvite',
  already_guardian: 'preview.guardianAlready',
  already_invited: 'preview.guardianInvited',
} as const satisfies Record<RosterRowDto['guardians'][number]['status'], string>;

/** What an uploaded roster would do, line by line, with each line's problems in red. */
export function RosterPreview({ preview }: { preview: RosterPreviewDto }) {
  const { t } = useTranslation('roster');
  const { summary } = preview;
  const hasProblems = summary.rows_with_problems > 0;
  const [onlyProblems, setOnlyProblems] = useState(hasProblems);
  const rows = onlyProblems ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows;

  return (
    <section aria-labelledby="roster-preview-heading" className="flex flex-col gap-4">
      <h2 id="roster-preview-heading" className="text-base font-semibold text-slate-900">
        {t('preview.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <SummaryItem label={t('preview.lines')} value={summary.rows} />
        <SummaryItem label={t('preview.newStudents')} value={summary.new_students} />
        <SummaryItem label={t('preview.alreadyInClass')} value={summary.existing_students} />
        <SummaryItem label={t('preview.invitations')} value={summary.invitations} />
      </dl>
      {hasProblems ? (
        <StatusMessage tone="error">
          {t('preview.problems', { count: summary.rows_with_problems })}
        </StatusMessage>
      ) : (
        <StatusMessage tone="info">{t('preview.ready')}</StatusMessage>
      )}
      {hasProblems && (
        <Switch label={t('preview.onlyProblems')} checked={onlyProblems} onChange={setOnlyProblems} />
      )}
      <ol className="flex flex-col gap-2" aria-label={t('preview.linesLabel')}>
        {rows.map((row) => (
          <RosterLine key={row.line} row={row} />
        ))}
      </ol>
    </section>
  );
}

function SummaryItem({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
    </div>
  );
}

function RosterLine({ row }: { row: RosterRowDto }) {
  const { t } = useTranslation('roster');
  const hasProblems = row.problems.length > 0;
  return (
    <li
      className={classNames(
        'flex flex-col gap-1.5 rounded-xl px-3 py-2.5 text-sm ring-1',
        hasProblems ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-xs text-slate-600">
          {t('preview.line', { number: formatNumber(row.line) })}
        </span>
        <span className="font-semibold break-words text-slate-900">{row.student || t('preview.noName')}</span>
        <span className="break-words text-slate-600">{row.class_name || t('preview.noClassName')}</span>
        {row.student_status && (
          <span className="ms-auto inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {row.student_status === 'new' ? (
              <UserPlus aria-hidden="true" className="size-3.5" />
            ) : (
              <UserCheck aria-hidden="true" className="size-3.5" />
            )}
            {row.student_status === 'new' ? t('preview.newStudent') : t('preview.alreadyInClass')}
          </span>
        )}
      </div>
      {row.guardians.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-slate-700">
          {row.guardians.map((guardian) => (
            <li key={guardian.email} className="flex min-w-0 items-center gap-1.5">
              <MailPlus aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
              <span className="min-w-0 break-all">{guardian.email}</span>
              {/* A line with problems is not imported: nobody on it is invited. */}
              {!hasProblems && (
                <span className="shrink-0 text-xs text-slate-600">
                  · {t(GUARDIAN_STATUS_KEYS[guardian.status])}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasProblems && (
        <ul className="flex flex-col gap-0.5 font-medium text-red-800">
          {row.problems.map((problem) => (
            <li key={problem} className="flex items-start gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{translateMessage(problem)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
