import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetConfirmFormSchema, type PasswordChangeForm } from '@homeroom/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';

const FIELDS = ['new_password1', 'new_password2'] as const;

interface NewPasswordFormProps {
  onSubmit: (passwords: PasswordChangeForm) => Promise<void>;
}

/** The two new-password fields of the reset link's page. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordResetConfirmFormSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  });

  const submit = handleSubmit(async (passwords) => {
    setFormErrors([]);
    try {
      await onSubmit(passwords);
    } catch (error) {
      setFormErrors(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        SAVE PASSWORD
      </Button>
    </form>
  );
}
