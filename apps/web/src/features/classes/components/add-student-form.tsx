import { StudentCreateBodySchema } from '@homeroom/contract/schools';
import { UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useCreateStudent } from '../api/create-student.ts';

const AddStudentFormSchema = StudentCreateBodySchema.pick({ name: true });

interface AddStudentFormProps {
  classId: number;
  onAdded: (name: string) => void;
}

/** Adds a student to the class by name (SPEC §5: 'Name is required'). */
export function AddStudentForm({ classId, onAdded }: AddStudentFormProps) {
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
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-student-heading"
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="add-student-heading" className="text-sm font-semibold text-slate-900">
        Add a student
      </h3>
      <FormErrors messages={formErrors} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          label="Student name"
          autoComplete="off"
          error={errors.name?.message}
          className="flex-1"
          {...register('name')}
        />
        <Button
          type="submit"
          isLoading={isSubmitting}
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          className="sm:mt-[1.625rem]"
        >
          Add student
        </Button>
      </div>
    </form>
  );
}
