import { AUTH_MESSAGES } from '@homeroom/contract/auth';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** Opened from the e-mailed reset link: /resetPassword/confirm/:uid/:token. */
export function ResetPasswordConfirmPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const confirmReset = useConfirmPasswordReset();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (doneMessage) {
    return (
      <AuthLayout title={t('resetConfirm.doneTitle')}>
        <StatusMessage tone="success">{doneMessage}</StatusMessage>
        <ButtonLink to="/login" size="lg" fullWidth>
          {t('resetConfirm.logIn')}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('resetConfirm.title')}
      subtitle={t('resetConfirm.subtitle')}
      footer={
        <Trans t={t} i18nKey={'resetConfirm.footer'} components={{ 1: <TextLink to="/resetPassword" /> }} />
      }
    >
      <NewPasswordForm
        onSubmit={async (passwords) => {
          const answer = await confirmReset.mutateAsync({ uid, token, ...passwords });
          setDoneMessage(answer?.detail || AUTH_MESSAGES.passwordResetDone);
        }}
      />
    </AuthLayout>
  );
}
