import { GuardianInviteBodySchema } from '@homeroom/contract/students';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { inviteGuardian } from '../api/guardians.ts';

/** A guardian invites another guardian of the child by e-mail (docs/product.md, "Several guardians"). */
export function InviteGuardianForm({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t } = useTranslation('students');
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: GuardianInviteBodySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async ({ email }) => {
      setSent(null);
      const answer = await inviteGuardian(studentId, email);
      reset({ email: '' });
      setSent(answer.detail);
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('invite.formLabel')} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('invite.intro', { name: studentName })}</p>
      <FormErrors messages={formErrors} />
      <Input
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      {sent && <StatusMessage tone="success">{sent}</StatusMessage>}
      <div>
        <Button
          type="submit"
          size="sm"
          isLoading={isSubmitting}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {t('invite.send')}
        </Button>
      </div>
    </form>
  );
}
