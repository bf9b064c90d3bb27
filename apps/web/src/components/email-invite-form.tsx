import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useApiForm } from '../lib/use-api-form.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { FormErrors, StatusMessage } from './ui/status-message.tsx';

type EmailBodySchema = z.ZodType<{ email: string }, { email: string }>;

interface EmailInviteFormProps {
  /** The contract's body schema of the invitation: its e-mail message is the one shown. */
  schema: EmailBodySchema;
  /** Sends the invitation; its `detail` is shown once it went. */
  invite: (email: string) => Promise<{ detail: string }>;
  /** Names the form for assistive technology. */
  label: string;
  /** What the invitation does, above the field (a heading and a line, or a line). */
  intro: ReactNode;
  emailLabel: string;
  sendLabel: string;
  className?: string;
}

/**
 * Invites someone by e-mail (a co-teacher, another guardian): one address, the server's answer
 * shown on success, the field emptied for the next one.
 */
export function EmailInviteForm({ schema, invite, label, intro, emailLabel, sendLabel, className }: EmailInviteFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async ({ email }) => {
      setSent(null);
      const answer = await invite(email);
      reset({ email: '' });
      setSent(answer.detail);
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} className={className ?? 'flex flex-col gap-3'}>
      {intro}
      <FormErrors messages={formErrors} />
      <Input label={emailLabel} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      {sent && <StatusMessage tone="success">{sent}</StatusMessage>}
      <div>
        <Button type="submit" size="sm" isLoading={isSubmitting} icon={<Send aria-hidden="true" className="size-4" />}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
