import { GuardianInviteBodySchema } from '@homeroom/contract/students';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { inviteGuardian } from '../api/guardians.ts';

/** A guardian invites another guardian of the child by e-mail (docs/product.md, "Several guardians"). */
export function InviteGuardianForm({ studentId, studentName }: { studentId: number; studentName: string }) {
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
    <form noValidate onSubmit={submit} aria-label="Invite another guardian" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Invite another parent or carer of {studentName}: they get an e-mail with a link to follow{' '}
        {studentName} too.
      </p>
      <FormErrors messages={formErrors} />
      <Input
        label="Their e-mail address"
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
          Send invitation
        </Button>
      </div>
    </form>
  );
}
