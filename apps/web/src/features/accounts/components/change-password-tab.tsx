import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, PasswordChangeFormSchema, type PasswordChangeForm } from '@homeroom/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['new_password1', 'new_password2'] as const;

export function ChangePasswordTab() {
  const changePassword = useChangePassword();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const status = useTimedMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  });

  const submit = handleSubmit(async (passwords) => {
    setFormErrors([]);
    status.clear();
    try {
      await changePassword.mutateAsync(passwords);
      reset();
      status.show({ tone: 'success', text: AUTH_MESSAGES.passwordChanged });
    } catch (error) {
      setFormErrors(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">Change password</h2>
        <p className="text-sm text-slate-600">Choose a new password and type it twice.</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <FormErrors messages={formErrors} />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password1?.message}
        {...register('new_password1')}
      />
      <Input
        label="New password confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...register('new_password2')}
      />
      <Button type="submit" isLoading={isSubmitting} className="self-start">
        Change password
      </Button>
    </form>
  );
}
