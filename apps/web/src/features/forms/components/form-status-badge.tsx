import type { FormChildStatus } from '@homeroom/contract/forms';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { classNames } from '../../../lib/class-names.ts';

const TONES: Record<FormChildStatus, string> = {
  yes: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  no: 'bg-red-50 text-red-900 ring-red-200',
  signed: 'bg-sky-50 text-sky-950 ring-sky-200',
  waiting: 'bg-amber-50 text-amber-950 ring-amber-200',
};

const LABELS = {
  yes: 'status.yes',
  no: 'status.no',
  signed: 'status.signed',
  waiting: 'status.waiting',
} as const satisfies Record<FormChildStatus, string>;

/** A child's form at a glance: signed yes, signed no, signed, or waiting. */
export function FormStatusBadge({ status }: { status: FormChildStatus }) {
  const { t } = useTranslation('forms');
  return (
    <span className={classNames('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ring-1', TONES[status])}>
      {t(LABELS[status])}
    </span>
  );
}
