import { AUTH_MESSAGES } from '@homeroom/contract/auth';
import { MailCheck, MailX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** Opened from the e-mailed verification link: /verify-email/:key. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { key = '' } = useParams();
  const verification = useVerifyEmail(key);

  if (verification.isPending) {
    return (
      <AuthLayout title={t('verifyEmail.verifyingTitle')}>
        <Spinner size="lg" showLabel label={t('verifyEmail.verifying')} className="justify-center py-6" />
      </AuthLayout>
    );
  }

  const isVerified = verification.isSuccess;
  const messages = isVerified
    ? [verification.data?.detail || AUTH_MESSAGES.emailVerified]
    : verification.error instanceof ApiError
      ? verification.error.messages
      : [AUTH_MESSAGES.verifyLinkInvalid];

  return (
    <AuthLayout
      title={isVerified ? t('verifyEmail.verifiedTitle') : t('verifyEmail.notVerifiedTitle')}
      aside={
        <span
          className={`flex size-12 items-center justify-center rounded-2xl ${isVerified ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-700'}`}
        >
          {isVerified ? (
            <MailCheck aria-hidden="true" className="size-6" />
          ) : (
            <MailX aria-hidden="true" className="size-6" />
          )}
        </span>
      }
    >
      <StatusMessage tone={isVerified ? 'success' : 'error'}>{messages}</StatusMessage>
      <ButtonLink to="/profile" size="lg" fullWidth>
        {t('verifyEmail.goToProfile')}
      </ButtonLink>
    </AuthLayout>
  );
}
