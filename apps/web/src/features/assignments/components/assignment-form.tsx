import {
  AssignmentUpdateBodySchema,
  RESPONSE_FORMATS,
  type AssignmentUpdateBody,
} from '@homeroom/contract/assignments';
import { z } from 'zod';
import { ContentForm, FormButtons } from '../../../components/content-card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';

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
  onCancel: () => void;
  /** Sends the checked values; a refusal it throws is shown beside the fields. */
  onSubmit: (values: AssignmentUpdateBody) => Promise<void>;
}

/** Title, description, maximum score and response format of an assignment, to create or edit. */
export function AssignmentForm({
  heading,
  submitLabel,
  defaultValues = EMPTY_VALUES,
  onCancel,
  onSubmit,
}: AssignmentFormProps) {
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: AssignmentFormSchema,
    defaultValues,
    fields: FIELDS,
    onSubmit,
  });

  const controls = (
    <>
      <FormErrors messages={formErrors} />
      <Input
        label="Title"
        autoComplete="off"
        autoFocus
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Max. Score"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.maximum_score?.message}
          {...register('maximum_score')}
        />
        <Select
          label="Response format"
          error={errors.response_format?.message}
          {...register('response_format')}
        >
          <option value="">Choose a format</option>
          {RESPONSE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </Select>
      </div>
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
