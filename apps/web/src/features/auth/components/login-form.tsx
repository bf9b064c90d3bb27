import { LoginBodySchema, type LoginBody } from '@homeroom/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { EmailInput } from './email-input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface LoginFormProps {
  onSubmit: (body: LoginBody) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: LoginBodySchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors messages={formErrors} />
      <EmailInput error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-2">
        <Input
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextLink to="/resetPassword" className="self-end text-sm">
          {t('login.forgotPassword')}
        </TextLink>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
