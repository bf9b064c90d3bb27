import type { ClassStudentDto } from '@homeroom/contract/students';
import { Users } from 'lucide-react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';

/** The students of the class and their guardians, as a leader of the school reads them: nothing to change. */
export function ReadOnlyClassroom({ students }: { students: readonly ClassStudentDto[] }) {
  const { t } = useTranslation('classes');
  return (
    <section aria-labelledby="students-heading" className="flex flex-col gap-3">
      <h2 id="students-heading" className="text-base font-semibold text-slate-900">
        <Trans
          t={t}
          i18nKey={'readOnly.students'}
          values={{ number: formatNumber(students.length) }}
          components={{ 1: <span className="font-normal text-slate-600" /> }}
        />
      </h2>
      {students.length === 0 ? (
        <div className="rounded-2xl ring-1 ring-slate-200">
          <EmptyState icon={<Users className="size-7" />} title={t('readOnly.noStudents')} />
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {students.map((student) => (
            <li
              key={student.id}
              className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
            >
              <p className="font-semibold break-words text-slate-900">{student.name}</p>
              <p className="text-sm break-words text-slate-700">
                {student.guardians && student.guardians.length > 0
                  ? t('readOnly.guardians', {
                      names: student.guardians
                        .map((guardian) => fullNameOf(guardian.user))
                        .join(t('page.listSeparator')),
                    })
                  : t('readOnly.noGuardian')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
