import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import type { z } from 'zod';
import { useApiForm, type SchemaSource } from '../lib/use-api-form.ts';
import { ContentForm, FormButtons } from './content-card.tsx';
import { Input } from './ui/input.tsx';
import { FormErrors } from './ui/status-message.tsx';
import { Textarea } from './ui/textarea.tsx';

export interface TitleContent {
  title: string;
  content: string;
}

interface TitleContentFormProps {
  heading: string;
  /** The contract schema with the messages of this form: create and edit differ (docs/product.md, "Validation"). */
  schema: SchemaSource<z.ZodType<TitleContent, TitleContent>>;
  defaultValues?: TitleContent;
  submitLabel: string;
  /** Saves the checked values; what it throws is shown beside the fields. */
  onSubmit: (values: TitleContent) => Promise<void>;
  onCancel: () => void;
  /** More of the form between the fields and the buttons, e.g. pictures to add. */
  children?: ReactNode;
}

/** Title and content: the form of announcements and stories, to create one or edit it. */
export function TitleContentForm({
  heading,
  schema,
  defaultValues = { title: '', content: '' },
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: TitleContentFormProps) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema,
    defaultValues,
    fields: ['title', 'content'],
    onSubmit,
  });

  return (
    <ContentForm heading={heading} onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <Input
        label={t('titleContent.title')}
        autoComplete="off"
        autoFocus
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea label={t('titleContent.content')} rows={5} error={errors.content?.message} {...register('content')} />
      {children}
      <FormButtons submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </ContentForm>
  );
}
