import type { AbsenceDto, AbsenceReason } from '@homeroom/contract/absences';
import type { TFunction } from 'i18next';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useAcknowledgeAbsence } from '../api/acknowledge-absence.ts';

/** Each reason as the family and the teachers read it. */
export const REASON_KEYS = {
  ill: 'reasons.ill',
  appointment: 'reasons.appointment',
  family: 'reasons.family',
  other: 'reasons.other',
} as const satisfies Record<AbsenceReason, string>;

/** The days a note covers: one day, or from–to. */
export function absenceDays(absence: Pick<AbsenceDto, 'first_day' | 'last_day'>, t: TFunction<'absences'>): string {
  if (absence.first_day === absence.last_day) return formatDate(absence.first_day);
  return t('item.days', { from: formatDate(absence.first_day), to: formatDate(absence.last_day) });
}

interface AbsenceListProps {
  absences: readonly AbsenceDto[];
  /** A teacher of the notes' classes: may acknowledge them. */
  canAcknowledge: boolean;
  /** Names the class of each note (a teacher's Home, a school's day). */
  showClass?: boolean;
  label: string;
}

/** Absence notes with their reason, note and acknowledgement. */
export function AbsenceList({ absences, canAcknowledge, showClass = false, label }: AbsenceListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {absences.map((absence) => (
        <AbsenceItem key={absence.id} absence={absence} canAcknowledge={canAcknowledge} showClass={showClass} />
      ))}
    </ul>
  );
}

function AbsenceItem({ absence, canAcknowledge, showClass }: { absence: AbsenceDto; canAcknowledge: boolean; showClass: boolean }) {
  const { t } = useTranslation('absences');
  const acknowledge = useAcknowledgeAbsence();
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold break-words text-slate-900">
          {absence.student.name}
          {showClass && <span className="font-normal text-slate-600"> · {absence.school_class.name}</span>}
        </span>
        <span className="text-sm text-slate-700">
          {absenceDays(absence, t)} · {t(REASON_KEYS[absence.reason])}
        </span>
        {absence.note && <p className="text-sm break-words whitespace-pre-line text-slate-700">{absence.note}</p>}
        {absence.acknowledged_at ? (
          <span className="flex items-center gap-1 text-sm font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {absence.acknowledged_by
              ? t('item.acknowledgedBy', { name: fullNameOf(absence.acknowledged_by), when: formatDateTime(absence.acknowledged_at) })
              : t('item.acknowledged', { when: formatDateTime(absence.acknowledged_at) })}
          </span>
        ) : (
          <span className="text-sm text-slate-600">{t('item.notAcknowledged')}</span>
        )}
      </div>
      {canAcknowledge && !absence.acknowledged_at && (
        <Button
          size="sm"
          className="self-start"
          aria-label={t('item.acknowledgeNamed', { name: absence.student.name })}
          isLoading={acknowledge.isPending}
          onClick={() => acknowledge.mutate(absence.id)}
        >
          {t('item.acknowledge')}
        </Button>
      )}
    </li>
  );
}
