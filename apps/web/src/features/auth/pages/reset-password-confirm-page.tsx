import { AUTH_MESSAGES } from '@homeroom/contract/auth';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** Opened from the e-mailed reset link: /resetPassword/confirm/:uid/:token. */
export function ResetPasswordConfirmPage() {
  const { uid = '', token = '' } = useParams();
  const confirmReset = useConfirmPasswordReset();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (doneMessage) {
    return (
      <AuthLayout title="Password changed">
        <StatusMessage tone="success">{doneMessage}</StatusMessage>
        <ButtonLink to="/login" size="lg" fullWidth>
          Log in
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Type your new password twice. You will log in with it from now on."
      footer={
        <>
          Link expired? <TextLink to="/resetPassword">Ask for a new one</TextLink>
        </>
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
