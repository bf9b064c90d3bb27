import { localDay } from '@homeroom/contract/events';
import { UserX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSchoolAbsences } from './api/get-school-absences.ts';
import { useTeacherAbsences } from './api/get-teacher-absences.ts';
import { AbsenceList } from './components/absence-list.tsx';
import type { AbsenceDto } from '@homeroom/contract/absences';
import type { UseQueryResult } from '@tanstack/react-query';

function AbsencesCard({ title, query, canAcknowledge }: { title: string; query: UseQueryResult<AbsenceDto[]>; canAcknowledge: boolean }) {
  const { t } = useTranslation('absences');
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
      <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold break-words text-slate-900">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <UserX className="size-5" />
        </span>
        <span className="min-w-0">{title}</span>
      </h2>
      {query.isPending ? (
        <Spinner label={t('panel.loading')} showLabel />
      ) : query.isError ? (
        <StatusMessage tone="error">{t('panel.loadFailed')}</StatusMessage>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('panel.noneToday')}</p>
      ) : (
        <AbsenceList absences={query.data} canAcknowledge={canAcknowledge} showClass label={title} />
      )}
    </Card>
  );
}

/** A teacher's Home: the day's absences in their classes, to acknowledge (joined by the app layer). */
export function TeacherAbsencesToday() {
  const { t } = useTranslation('absences');
  return <AbsencesCard title={t('home.title')} query={useTeacherAbsences(localDay())} canAcknowledge />;
}

/** The School page: the day's absences of the whole school, read by its leaders. */
export function SchoolAbsencesToday() {
  const { t } = useTranslation('absences');
  return <AbsencesCard title={t('school.title')} query={useSchoolAbsences(localDay())} canAcknowledge={false} />;
}
