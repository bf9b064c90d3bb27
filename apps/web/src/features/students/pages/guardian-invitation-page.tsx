import { HeartHandshake, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Navigate, useParams } from 'react-router';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/auth-store.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import {
  forgetGuardianInvitation,
  keepGuardianInvitation,
} from '../../../lib/pending-guardian-invitation.ts';
import { useAcceptGuardianInvitation } from '../api/guardians.ts';

/**
 * Opened from a guardian's e-mailed invitation: /guardian-invitation/:token. A visitor signs up or
 * logs in first (with any address; the link is kept meanwhile), then the invitation is accepted and
 * the child's portfolio opens (docs/product.md, "Several guardians").
 */
export function GuardianInvitationPage() {
  const { t } = useTranslation('students');
  const { token = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();

  useEffect(() => {
    if (!isLoggedIn) keepGuardianInvitation(token);
  }, [isLoggedIn, token]);

  if (!isLoggedIn) {
    return (
      <PageMessage
        icon={<HeartHandshake className="size-7" />}
        title={t('invitation.title')}
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register">{t('invitation.signUp')}</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              {t('invitation.logIn')}
            </ButtonLink>
          </div>
        }
      >
        {t('invitation.text')}
      </PageMessage>
    );
  }
  return <AcceptInvitation token={token} />;
}

function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation('students');
  const userQuery = useCurrentUser();
  const accept = useAcceptGuardianInvitation();
  const started = useRef(false);
  const user = userQuery.data;
  const isTeacher = user?.teacher != null;

  useEffect(() => {
    if (!user || isTeacher || started.current) return;
    started.current = true;
    forgetGuardianInvitation();
    accept.mutate({ token, user: { id: user.id, isNew: user.parent === null } });
  }, [user, isTeacher, token, accept]);

  if (accept.isSuccess) return <Navigate to={`/studentProfile/${accept.data.student.id}`} replace />;
  if (isTeacher || accept.isError) {
    const messages = isTeacher
      ? [t('invitation.parentsOnly')]
      : accept.error instanceof ApiError
        ? accept.error.messages
        : [t('invitation.failed')];
    return (
      <PageMessage
        icon={<UserX className="size-7" />}
        title={t('invitation.notAccepted')}
        action={<ButtonLink to="/home">{t('invitation.goHome')}</ButtonLink>}
      >
        <StatusMessage tone="error">{messages}</StatusMessage>
      </PageMessage>
    );
  }
  return <Spinner size="lg" showLabel label={t('invitation.accepting')} className="justify-center py-16" />;
}
