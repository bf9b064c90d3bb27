import type { SchoolDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { SchoolCreateBodySchema } from '@homeroom/contract/schools';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateSchool } from '../api/create-school.ts';

/** Adds a school that is not on Homeroom yet (docs/product.md, "Schools": name, city and country are required). */
export function AddSchoolForm({ onAdded }: { onAdded: (school: SchoolDto) => void }) {
  const { t } = useTranslation('schools');
  const createSchool = useCreateSchool();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: SchoolCreateBodySchema,
    defaultValues: { name: '', city: '', country: '' },
    fields: ['name', 'city', 'country'],
    onSubmit: async (values) => {
      status.clear();
      try {
        const school = await createSchool.mutateAsync(values);
        reset();
        status.show({ tone: 'success', text: SCHOOL_MESSAGES.schoolAdded });
        onAdded(school);
      } catch (error) {
        status.show({ tone: 'error', text: SCHOOL_MESSAGES.schoolAddFailed });
        throw error;
      }
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="add-school-heading">
      <div className="flex flex-col gap-1">
        <h3 id="add-school-heading" className="text-base font-semibold text-slate-900">
          {t('addSchool.heading')}
        </h3>
        <p className="text-sm text-slate-600">{t('addSchool.hint')}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <Input
        label={t('addSchool.name')}
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('addSchool.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Input
          label={t('addSchool.country')}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        isLoading={isSubmitting}
        icon={<Plus aria-hidden="true" className="size-4" />}
        className="self-start"
      >
        {t('addSchool.submit')}
      </Button>
    </form>
  );
}
