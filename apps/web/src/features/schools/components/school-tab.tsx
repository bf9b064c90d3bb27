import type { TeacherDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { ArrowRight, BadgeCheck, Crown, Hourglass, School } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { placeOf } from '../../../lib/school-place.ts';
import { AddSchoolForm } from './add-school-form.tsx';
import { ChooseSchoolForm } from './choose-school-form.tsx';

/** The teacher's school: shown, chosen from the list, or added first (docs/product.md, "Schools"). */
export function SchoolTab({ teacher }: { teacher: TeacherDto }) {
  const { t } = useTranslation('schools');
  const [addedSchoolId, setAddedSchoolId] = useState<number | null>(null);
  const { school } = teacher;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="current-school-heading"
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
            <School aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id="current-school-heading" className="text-sm font-medium text-slate-600">
              {t('schoolTab.yourSchool')}
            </h2>
            {school ? (
              <>
                <p className="break-words">
                  <span className="text-lg font-semibold text-slate-900">{school.name}</span>
                  <span className="block text-sm text-slate-700">{placeOf(school)}</span>
                </p>
                <SchoolStanding schoolName={school.name} role={teacher.school_role} />
              </>
            ) : (
              <p className="text-base font-semibold text-slate-900">{translateMessage(SCHOOL_MESSAGES.noSchoolYet)}</p>
            )}
          </div>
        </div>
        {school && teacher.school_role === 'leader' && (
          <ButtonLink
            to="/school"
            size="sm"
            className="self-start sm:self-center"
            icon={<ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          >
            {t('schoolTab.schoolPage')}
          </ButtonLink>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5">
          <ChooseSchoolForm currentSchool={school} suggestedSchoolId={addedSchoolId} />
        </div>
        <div className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5">
          <AddSchoolForm onAdded={(added) => setAddedSchoolId(added.id)} />
        </div>
      </div>
    </div>
  );
}

/** Where the teacher stands at their school (docs/decisions.md, "School leaders"). */
function SchoolStanding({ schoolName, role }: { schoolName: string; role: TeacherDto['school_role'] }) {
  const { t } = useTranslation('schools');
  if (role === 'pending') {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-900">
        <Hourglass aria-hidden="true" className="size-4 shrink-0" />
        {t('schoolTab.waitingFor', { school: schoolName })}
      </p>
    );
  }
  if (role === 'leader') {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-brand-800">
        <Crown aria-hidden="true" className="size-4 shrink-0" />
        {t('schoolTab.leaderOf', { school: schoolName })}
      </p>
    );
  }
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
      {t('schoolTab.approvedAt', { school: schoolName })}
    </p>
  );
}
