import type { TeacherDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { School } from 'lucide-react';
import { useState } from 'react';
import { placeOf } from '../../../lib/school-place.ts';
import { AddSchoolForm } from './add-school-form.tsx';
import { ChooseSchoolForm } from './choose-school-form.tsx';

/** The teacher's school: shown, chosen from the list, or added first (docs/product.md, "Schools"). */
export function SchoolTab({ teacher }: { teacher: TeacherDto }) {
  const [addedSchoolId, setAddedSchoolId] = useState<number | null>(null);
  const { school } = teacher;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="current-school-heading"
        className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
          <School aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 id="current-school-heading" className="text-sm font-medium text-slate-600">
            Your school
          </h2>
          {school ? (
            <p className="break-words">
              <span className="text-lg font-semibold text-slate-900">{school.name}</span>
              <span className="block text-sm text-slate-700">{placeOf(school)}</span>
            </p>
          ) : (
            <p className="text-base font-semibold text-slate-900">{SCHOOL_MESSAGES.noSchoolYet}</p>
          )}
        </div>
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
