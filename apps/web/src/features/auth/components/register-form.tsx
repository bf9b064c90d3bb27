import { RegisterFormSchema, type RegisterBody } from '@homeroom/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { EmailInput } from './email-input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface RegisterFormProps {
  onSubmit: (body: RegisterBody) => Promise<void>;
}

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: RegisterFormSchema,
    defaultValues: { email: '', first_name: '', last_name: '', password1: '', password2: '' },
    fields: ['email', 'first_name', 'last_name', 'password1', 'password2'],
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors messages={formErrors} />
      <EmailInput error={errors.email?.message} {...register('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <Input
          label={t('fields.lastNameOptional')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <Input
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password1?.message}
        {...register('password1')}
      />
      <Input
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password2?.message}
        {...register('password2')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
