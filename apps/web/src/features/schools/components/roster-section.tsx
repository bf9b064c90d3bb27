import { SCHOOL_STAFF_MESSAGES, type SchoolRosterDto } from '@homeroom/contract/school-staff';
import { BookOpen, ChevronRight, GraduationCap, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

/**
 * Every class of the school (a link to its page, which a leader reads without acting) and, below
 * each, its students with their guardians' names: the school's roster.
 */
export function RosterSection({ roster }: { roster: SchoolRosterDto }) {
  const { t } = useTranslation('schools');
  const studentCount = roster.classes.reduce((count, schoolClass) => count + schoolClass.students.length, 0);
  return (
    <section aria-labelledby="roster-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="roster-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BookOpen aria-hidden="true" className="size-5 text-brand-700" />
          {t('roster.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('roster.summary', {
            classes: t('roster.classes', { count: roster.classes.length }),
            students: t('roster.students', { count: studentCount }),
          })}</p>
      </div>
      {roster.classes.length === 0 ? (
        <div className="rounded-2xl ring-1 ring-slate-200">
          <EmptyState icon={<Users className="size-7" />} title={translateMessage(SCHOOL_STAFF_MESSAGES.noClasses)}>
            {t('roster.empty')}
          </EmptyState>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {roster.classes.map((schoolClass) => (
            <li
              key={schoolClass.id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <Link
                  to={`/class/${schoolClass.id}`}
                  className="group inline-flex min-h-11 items-center gap-1 text-base font-semibold break-words text-brand-800 hover:underline"
                >
                  {schoolClass.name}
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
                </Link>
                <span className="flex items-center gap-1.5 text-sm text-slate-700">
                  <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="sr-only">{t('roster.teacher')}</span>
                  {fullNameOf(schoolClass.teacher.user)}
                </span>
              </div>
              {schoolClass.students.length === 0 ? (
                <p className="text-sm text-slate-600">{translateMessage(SCHOOL_STAFF_MESSAGES.noStudents)}</p>
              ) : (
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">{t('roster.caption', { name: schoolClass.name })}</caption>
                  <thead className="text-slate-600">
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="py-2 pe-3 font-medium">
                        {t('roster.student')}
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        {t('roster.guardians')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {schoolClass.students.map((student) => (
                      <tr key={student.id} className="border-b border-slate-100 last:border-0">
                        <th
                          scope="row"
                          className="py-2 pe-3 align-top font-semibold break-words text-slate-900"
                        >
                          {student.name}
                        </th>
                        <td className="py-2 align-top break-words text-slate-700">
                          {student.guardians.length === 0 ? (
                            <span className="text-slate-600">{t('roster.noGuardian')}</span>
                          ) : (
                            student.guardians.map((guardian) => fullNameOf(guardian.user)).join(t('roster.guardianSeparator'))
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
