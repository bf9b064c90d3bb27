import { PasswordResetBodySchema, type PasswordResetBody } from '@homeroom/contract/auth';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailInput } from '../components/email-input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<PasswordResetBody | null>(null);
  const resendStatus = useTimedMessage();
  const { register, errors, isSubmitting, formErrors, submit } = useApiForm({
    schema: PasswordResetBodySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async (body) => {
      await requestReset.mutateAsync(body);
      setSentTo(body);
    },
  });

  async function resend() {
    if (!sentTo) return;
    try {
      await requestReset.mutateAsync(sentTo);
      resendStatus.show({ tone: 'success', text: t('resetPassword.resent', { email: sentTo.email }) });
    } catch (error) {
      resendStatus.show({ tone: 'error', text: applyServerErrors(error, [], () => {}).join(' ') });
    }
  }

  const backLink = (
    <Link
      to="/login"
      aria-label={t('resetPassword.backToLogin')}
      className="-ms-2 mb-2 inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout
        title={t('resetPassword.checkInboxTitle')}
        aside={
          <>
            {backLink}
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <MailCheck aria-hidden="true" className="size-6" />
            </span>
          </>
        }
      >
        <p className="text-slate-700">{t('resetPassword.checkInboxText')}</p>
        <p className="text-sm text-slate-600">{t('resetPassword.checkInboxHint')}</p>
        {resendStatus.message && (
          <StatusMessage tone={resendStatus.message.tone}>{resendStatus.message.text}</StatusMessage>
        )}
        <Button variant="secondary" size="lg" fullWidth isLoading={requestReset.isPending} onClick={resend}>
          {t('resetPassword.resend')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} aside={backLink}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormErrors messages={formErrors} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
