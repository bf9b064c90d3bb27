import {
  EventDateSchema,
  EventUpdateBodySchema,
  localDay,
  type EventUpdateBody,
} from '@homeroom/contract/events';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentForm, FormButtons } from '../../../components/content-card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';

/**
 * The event fields of the contract, and a day after the user's own today (docs/product.md, "Validation"), read when
 * the form is sent so that a page left open overnight still checks against the right day.
 */
export const EventFormSchema = EventUpdateBodySchema.extend({
  date: EventDateSchema.superRefine((day, context) => {
    const today = localDay();
    if (day <= today)
      context.addIssue({
        code: 'custom',
        message: i18n.t('events:form.dateAfter', { date: formatDate(today) }),
      });
  }),
});

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localDay(date);
}

interface EventFormProps {
  heading: string;
  defaultValues?: EventUpdateBody;
  submitLabel: string;
  onSubmit: (values: EventUpdateBody) => Promise<void>;
  onCancel: () => void;
}

/** Name, day, description and the number of parent helpers: to create an event or edit it. */
export function EventForm({ heading, defaultValues, submitLabel, onSubmit, onCancel }: EventFormProps) {
  const { t } = useTranslation('events');
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: EventFormSchema,
    defaultValues: defaultValues ?? { name: '', date: '', description: '', helpers_required: 0 },
    fields: ['name', 'date', 'description', 'helpers_required'],
    onSubmit,
  });

  return (
    <ContentForm heading={heading} onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <Input
        label={t('form.name')}
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label={t('form.description')}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('form.date')}
          type="date"
          min={tomorrow()}
          error={errors.date?.message}
          {...register('date')}
        />
        <Input
          label={t('form.helpersRequired')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={t('form.helpersHint')}
          error={errors.helpers_required?.message}
          {...register('helpers_required')}
        />
      </div>
      <FormButtons submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </ContentForm>
  );
}
