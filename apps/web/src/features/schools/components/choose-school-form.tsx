import type { SchoolDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { TeacherSchoolUpdateBodySchema } from '@homeroom/contract/schools';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { placeOf } from '../../../lib/school-place.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useSchools } from '../api/list-schools.ts';
import { useUpdateTeacherSchool } from '../api/update-teacher-school.ts';

interface ChooseSchoolFormProps {
  currentSchool: SchoolDto | null;
  /** A school just added, chosen for the teacher so that Save is all that is left. */
  suggestedSchoolId: number | null;
}

/** Picks the teacher's school from the list; nothing is sent until a school is chosen (docs/product.md, "Schools"). */
export function ChooseSchoolForm({ currentSchool, suggestedSchoolId }: ChooseSchoolFormProps) {
  const { t } = useTranslation('schools');
  const schools = useSchools();
  const updateSchool = useUpdateTeacherSchool();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: TeacherSchoolUpdateBodySchema,
    defaultValues: { school: currentSchool ? String(currentSchool.id) : '' },
    fields: ['school'],
    onSubmit: async ({ school }) => {
      status.clear();
      try {
        await updateSchool.mutateAsync(school);
        status.show({ tone: 'success', text: SCHOOL_MESSAGES.schoolUpdated });
      } catch (error) {
        status.show({ tone: 'error', text: SCHOOL_MESSAGES.schoolUpdateFailed });
        throw error;
      }
    },
  });

  useEffect(() => {
    if (suggestedSchoolId !== null) reset({ school: String(suggestedSchoolId) });
  }, [suggestedSchoolId, reset]);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="choose-school-heading"
    >
      <div className="flex flex-col gap-1">
        <h3 id="choose-school-heading" className="text-base font-semibold text-slate-900">
          {t('chooseSchool.heading')}
        </h3>
        <p className="text-sm text-slate-600">{t('chooseSchool.hint')}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {schools.isPending ? (
        <Spinner label={t('chooseSchool.loading')} showLabel />
      ) : schools.isError ? (
        <StatusMessage tone="error">{t('chooseSchool.loadFailed')}</StatusMessage>
      ) : (
        <Select label={t('chooseSchool.label')} error={errors.school?.message} {...register('school')}>
          <option value="">{t('chooseSchool.placeholder')}</option>
          {schools.data.map((school) => (
            <option key={school.id} value={school.id}>
              {t('schoolTab.place', { name: school.name, place: placeOf(school) })}
            </option>
          ))}
        </Select>
      )}
      <Button type="submit" isLoading={isSubmitting} disabled={!schools.isSuccess} className="self-start">
        {t('chooseSchool.save')}
      </Button>
    </form>
  );
}
