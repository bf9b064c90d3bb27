import type { NewPasswordForm } from '@homeroom/contract/auth';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Input } from './ui/input.tsx';

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
}

/** The new password typed twice, as both the reset link's page and the account's password tab ask. */
export function NewPasswordFields({ register, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('password.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.new_password1?.message}
        {...register('new_password1')}
      />
      <Input
        label={t('password.confirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...register('new_password2')}
      />
    </>
  );
}
