import { COTEACHER_MESSAGES, type CoteacherInvitationDto } from '@homeroom/contract/coteachers';
import { Check, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAnswerCoteacherInvitation, useCoteacherInvitations } from '../api/coteacher-invitations.ts';

/** Who invites the teacher to which class, with both names in bold. */
const INVITES_KEY = 'invitations.invites';

/**
 * The teacher's invitations to co-teach a class (docs/decisions.md, "Co-teachers"): accept, or
 * decline after a confirmation. While none waits, a short line says so.
 */
export function CoteacherInvitations() {
  const { t } = useTranslation('schools');
  const invitations = useCoteacherInvitations();
  const answer = useAnswerCoteacherInvitation();
  const [declining, setDeclining] = useState<CoteacherInvitationDto | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const list = invitations.data ?? [];

  return (
    <section aria-labelledby="coteacher-invitations-heading" className="flex flex-col gap-3">
      <h2 id="coteacher-invitations-heading" className="text-base font-semibold text-slate-900">
        {t('invitations.heading')}
      </h2>
      {accepted && <StatusMessage tone="success">{accepted}</StatusMessage>}
      {invitations.isError && (
        <StatusMessage tone="error">
          {t('invitations.loadFailed')}
        </StatusMessage>
      )}
      {invitations.isSuccess && list.length === 0 && (
        <div className="rounded-2xl ring-1 ring-slate-200">
          <EmptyState icon={<MailOpen className="size-7" />} title={translateMessage(COTEACHER_MESSAGES.noInvitations)}>
            {t('invitations.emptyHint')}
          </EmptyState>
        </div>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex min-w-0 items-center gap-3 text-sm text-slate-900">
                <PersonAvatar person={invitation.invited_by.user} size="md" />
                <span className="min-w-0 break-words">
                  <Trans
                    t={t}
                    i18nKey={INVITES_KEY}
                    values={{ name: fullNameOf(invitation.invited_by.user), className: invitation.school_class.name }}
                    components={[<span key="name" className="font-semibold" />, <span key="class" className="font-semibold" />]}
                  />
                </span>
              </span>
              <span className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  icon={<Check aria-hidden="true" className="size-4" />}
                  isLoading={
                    answer.isPending &&
                    answer.variables.invitationId === invitation.id &&
                    answer.variables.answer === 'accept'
                  }
                  aria-label={t('invitations.acceptLabel', { className: invitation.school_class.name })}
                  onClick={async () => {
                    setAccepted(null);
                    const answered = await answer
                      .mutateAsync({ invitationId: invitation.id, answer: 'accept' })
                      .catch(() => null);
                    if (answered)
                      setAccepted(
                        t('invitations.accepted', {
                          accepted: translateMessage(COTEACHER_MESSAGES.invitationAccepted),
                          className: invitation.school_class.name,
                        }),
                      );
                  }}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<X aria-hidden="true" className="size-4" />}
                  aria-label={t('invitations.declineLabel', { className: invitation.school_class.name })}
                  onClick={() => setDeclining(invitation)}
                >
                  {t('invitations.decline')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {answer.isError && (
        <StatusMessage tone="error">
          {answer.error.message || t('invitations.answerFailed')}
        </StatusMessage>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={declining ? t('invitations.declineTitle', { className: declining.school_class.name }) : t('invitations.declineTitleShort')}
        confirmLabel={t('invitations.decline')}
        failureText={t('invitations.declineFailed')}
        onCancel={() => setDeclining(null)}
        onConfirm={async () => {
          if (declining) await answer.mutateAsync({ invitationId: declining.id, answer: 'decline' });
          setDeclining(null);
        }}
      >
        {t('invitations.declineText')}
      </ConfirmDialog>
    </section>
  );
}
