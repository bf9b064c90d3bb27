import { HOME_MESSAGES, type HomeTeacherClassDto } from '@homeroom/contract/home';
import { CalendarDays, ClipboardCheck, KeyRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { InviteCode } from '../../../components/invite-code.tsx';
import { formatDate, formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { HomeSection, QuietLine } from './home-section.tsx';

/** One of the teacher's classes with what needs them: work to score, events short of helpers, families to link. */
export function TeacherClassNeeds({ schoolClass }: { schoolClass: HomeTeacherClassDto }) {
  const { t } = useTranslation('home');
  const classLink = `/class/${schoolClass.id}`;
  const waiting = schoolClass.to_score.reduce((total, assignment) => total + assignment.count, 0);
  return (
    <HomeSection
      title={
        <>
          <Link to={classLink} className="inline-flex min-h-11 items-center hover:underline">
            {schoolClass.name}
          </Link>
          <span className="block text-sm font-normal text-slate-600">
            {t('teacher.students', { count: schoolClass.student_count })}
          </span>
        </>
      }
      icon={<Users className="size-4" />}
    >
      <Need
        heading={waiting === 0 ? t('teacher.toScore') : t('teacher.toScoreCount', { count: waiting })}
        icon={<ClipboardCheck aria-hidden="true" className="size-4" />}
      >
        {schoolClass.to_score.length === 0 ? (
          <QuietLine>{translateMessage(HOME_MESSAGES.allScored)}</QuietLine>
        ) : (
          <ul className="flex flex-col gap-1">
            {schoolClass.to_score.map(({ assignment, count }) => (
              <li key={assignment.id}>
                <Link
                  to={`${classLink}?tab=assignments`}
                  className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-2 py-1.5 hover:bg-slate-50"
                >
                  <span className="min-w-0 flex-1 font-medium break-words text-slate-900">
                    {assignment.title}
                  </span>
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700">
                    {t('teacher.handInsToScore', { count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Need>
      <Need heading={t('teacher.eventsShort')} icon={<CalendarDays aria-hidden="true" className="size-4" />}>
        {schoolClass.events_short_of_helpers.length === 0 ? (
          <QuietLine>{translateMessage(HOME_MESSAGES.allHelpers)}</QuietLine>
        ) : (
          <ul className="flex flex-col gap-1">
            {schoolClass.events_short_of_helpers.map((event) => (
              <li key={event.id}>
                <Link
                  to={`${classLink}?tab=events`}
                  className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-slate-50"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-slate-900">{event.name}</span>
                    <span className="text-xs font-semibold text-brand-800">{formatDate(event.date)}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700">
                    {t('helpers', {
                      helpers: formatNumber(event.helpers_count),
                      required: formatNumber(event.helpers_required),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Need>
      <Need
        heading={
          schoolClass.unlinked_students.length === 0
            ? t('teacher.familiesToLink')
            : t('teacher.familiesToLinkCount', { count: schoolClass.unlinked_students.length })
        }
        icon={<KeyRound aria-hidden="true" className="size-4" />}
      >
        {schoolClass.unlinked_students.length === 0 ? (
          <QuietLine>
            {schoolClass.student_count === 0
              ? t('teacher.addStudents')
              : translateMessage(HOME_MESSAGES.allLinked)}
          </QuietLine>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('teacher.sendCodes')}</p>
            <ul className="flex flex-col gap-3">
              {schoolClass.unlinked_students.map((student) => (
                <li
                  key={student.id}
                  className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3"
                >
                  <Link
                    to={`/studentProfile/${student.id}`}
                    className="min-w-32 font-medium break-words text-brand-800 hover:underline"
                  >
                    {student.name}
                  </Link>
                  <InviteCode code={student.invite_code} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Need>
    </HomeSection>
  );
}

function Need({ heading, icon, children }: { heading: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        {icon}
        {heading}
      </h3>
      {children}
    </div>
  );
}
