import { AUTH_MESSAGES, PasswordChangeFormSchema } from '@homeroom/contract/auth';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function ChangePasswordTab() {
  const { t } = useTranslation('accounts');
  const changePassword = useChangePassword();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: PasswordChangeFormSchema,
    defaultValues: { old_password: '', new_password1: '', new_password2: '' },
    fields: ['old_password', 'new_password1', 'new_password2'],
    onSubmit: async (passwords) => {
      status.clear();
      await changePassword.mutateAsync(passwords);
      reset();
      status.show({ tone: 'success', text: AUTH_MESSAGES.passwordChanged });
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{t('password.heading')}</h2>
        <p className="text-sm text-slate-600">{t('password.intro')}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <FormErrors messages={formErrors} />
      <Input
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" isLoading={isSubmitting} className="self-start">
        {t('password.submit')}
      </Button>
    </form>
  );
}
