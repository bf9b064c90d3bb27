import {
  AssignmentUpdateBodySchema,
  RESPONSE_FORMATS,
  type AssignmentUpdateBody,
} from '@homeroom/contract/assignments';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import { ContentForm, FormButtons } from '../../../components/content-card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { ResponseFormatName } from './response-format-name.tsx';
import { StudentChecklist } from './student-checklist.tsx';

/** An empty box or the select's placeholder is a missing value. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * The contract's rules (docs/product.md, "Validation"), with an emptied score box read as missing rather than as 0,
 * which is what a number input's empty value would otherwise become.
 */
const AssignmentFormSchema = AssignmentUpdateBodySchema.extend({
  maximum_score: z.preprocess(emptyAsMissing, AssignmentUpdateBodySchema.shape.maximum_score),
  response_format: z.preprocess(emptyAsMissing, AssignmentUpdateBodySchema.shape.response_format),
});

const FIELDS = ['title', 'description', 'maximum_score', 'response_format'] as const;

export interface AssignmentFormValues {
  title: string;
  description: string;
  maximum_score: number | '';
  response_format: AssignmentUpdateBody['response_format'] | '';
}

const EMPTY_VALUES: AssignmentFormValues = {
  title: '',
  description: '',
  maximum_score: '',
  response_format: '',
};

interface AssignmentFormProps {
  /** Frames the form as a card with this heading; without it, a plain form for a modal. */
  heading?: string;
  submitLabel: string;
  defaultValues?: AssignmentFormValues;
  /**
   * On creation, the class's students: each is ticked, so that the work reaches the whole class
   * unless the teacher unticks some. Their ids go to `onSubmit`.
   */
  students?: readonly { id: number; name: string }[];
  onCancel: () => void;
  /** Sends the checked values (and the ticked students); a refusal it throws is shown beside the fields. */
  onSubmit: (values: AssignmentUpdateBody, studentIds: number[]) => Promise<void>;
}

/** Title, description, maximum score and response format of an assignment, to create or edit. */
export function AssignmentForm({
  heading,
  submitLabel,
  defaultValues = EMPTY_VALUES,
  students,
  onCancel,
  onSubmit,
}: AssignmentFormProps) {
  const { t } = useTranslation('assignments');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(students?.map((student) => student.id)));
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: AssignmentFormSchema,
    defaultValues,
    fields: FIELDS,
    // Only students still in the class count, whatever was ticked before it changed.
    onSubmit: (values) => onSubmit(values, (students ?? []).filter((student) => chosen.has(student.id)).map((student) => student.id)),
  });

  const controls = (
    <>
      <FormErrors messages={formErrors} />
      <Input
        label={t('form.title')}
        autoComplete="off"
        autoFocus
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={t('form.description')}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('details.maxScore')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.maximum_score?.message}
          {...register('maximum_score')}
        />
        <Select
          label={t('details.responseFormat')}
          error={errors.response_format?.message}
          {...register('response_format')}
        >
          <option value="">{t('form.chooseFormat')}</option>
          {RESPONSE_FORMATS.map((format) => (
            <option key={format} value={format}>
              <ResponseFormatName format={format} />
            </option>
          ))}
        </Select>
      </div>
      {students && <StudentPicker students={students} chosen={chosen} onChange={setChosen} />}
      <FormButtons submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
  if (heading) {
    return (
      <ContentForm heading={heading} onSubmit={submit}>
        {controls}
      </ContentForm>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {controls}
    </form>
  );
}

interface StudentPickerProps {
  students: readonly { id: number; name: string }[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: ReadonlySet<number>) => void;
}

/** "Assign to": every student of the class, ticked unless the teacher unticks them. */
function StudentPicker({ students, chosen, onChange }: StudentPickerProps) {
  const { t } = useTranslation('assignments');
  const hintId = useId();
  const count = students.filter((student) => chosen.has(student.id)).length;
  const isAllChosen = count === students.length;

  function toggle(studentId: number) {
    const next = new Set(chosen);
    if (next.has(studentId)) next.delete(studentId);
    else next.add(studentId);
    onChange(next);
  }

  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-2 rounded-2xl p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.assignTo')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-sm text-slate-600">
          {students.length === 0
            ? t('form.noStudents')
            : t('form.studentsChosen', { chosen: formatNumber(count), count: students.length })}
        </p>
        {students.length > 1 && (
          <button
            type="button"
            onClick={() => onChange(isAllChosen ? new Set() : new Set(students.map((student) => student.id)))}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {isAllChosen ? t('form.untickAll') : t('form.tickAll')}
          </button>
        )}
      </div>
      {students.length > 0 && (
        <StudentChecklist students={students} checked={chosen} onToggle={toggle} isTwoColumns />
      )}
    </fieldset>
  );
}
