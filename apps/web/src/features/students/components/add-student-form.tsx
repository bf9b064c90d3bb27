import { StudentCreateBodySchema } from '@homeroom/contract/students';
import { UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { InlineTextForm } from '../../../components/inline-text-form.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useCreateStudent } from '../api/create-student.ts';

const AddStudentFormSchema = StudentCreateBodySchema.pick({ name: true });

interface AddStudentFormProps {
  classId: number;
  onAdded: (name: string) => void;
}

/** Adds a student to the class by name (docs/product.md, "Validation": 'Name is required'). */
export function AddStudentForm({ classId, onAdded }: AddStudentFormProps) {
  const { t } = useTranslation('students');
  const createStudent = useCreateStudent(classId);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: AddStudentFormSchema,
    defaultValues: { name: '' },
    fields: ['name'],
    onSubmit: async ({ name }) => {
      const student = await createStudent.mutateAsync(name);
      reset();
      onAdded(student.name);
    },
  });

  return (
    <InlineTextForm
      heading={t('add.heading')}
      message={<FormErrors messages={formErrors} />}
      field={{ label: t('add.name'), error: errors.name?.message, ...register('name') }}
      submitLabel={t('add.submit')}
      submitIcon={<UserPlus aria-hidden="true" className="size-4" />}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      surface="inset"
    />
  );
}
