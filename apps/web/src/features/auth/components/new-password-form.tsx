import { PasswordResetConfirmFormSchema, type NewPasswordForm } from '@homeroom/contract/auth';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface NewPasswordFormProps {
  onSubmit: (passwords: NewPasswordForm) => Promise<void>;
}

/** The two new-password fields of the reset link's page. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: PasswordResetConfirmFormSchema,
    defaultValues: { new_password1: '', new_password2: '' },
    fields: ['new_password1', 'new_password2'],
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors messages={formErrors} />
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        {t('resetConfirm.submit')}
      </Button>
    </form>
  );
}
