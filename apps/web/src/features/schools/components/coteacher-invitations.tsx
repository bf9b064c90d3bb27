import { COTEACHER_MESSAGES, type CoteacherInvitationDto } from '@homeroom/contract/coteachers';
import { Check, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useAnswerCoteacherInvitation, useCoteacherInvitations } from '../api/coteacher-invitations.ts';

/**
 * The teacher's invitations to co-teach a class (docs/decisions.md, "Co-teachers"): accept, or
 * decline after a confirmation. While none waits, a short line says so.
 */
export function CoteacherInvitations() {
  const invitations = useCoteacherInvitations();
  const answer = useAnswerCoteacherInvitation();
  const [declining, setDeclining] = useState<CoteacherInvitationDto | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const list = invitations.data ?? [];

  return (
    <section aria-labelledby="coteacher-invitations-heading" className="flex flex-col gap-3">
      <h2 id="coteacher-invitations-heading" className="text-base font-semibold text-slate-900">
        Invitations to co-teach
      </h2>
      {accepted && <StatusMessage tone="success">{accepted}</StatusMessage>}
      {invitations.isError && (
        <StatusMessage tone="error">
          Your invitations could not be loaded. Please reload the page.
        </StatusMessage>
      )}
      {invitations.isSuccess && list.length === 0 && (
        <div className="rounded-2xl ring-1 ring-slate-200">
          <EmptyState icon={<MailOpen className="size-7" />} title={COTEACHER_MESSAGES.noInvitations}>
            When a colleague invites you to teach a class with them, the invitation waits here.
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
                  <span className="font-semibold">{fullNameOf(invitation.invited_by.user)}</span> invites you
                  to co-teach <span className="font-semibold">{invitation.school_class.name}</span>
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
                  aria-label={`Accept the invitation to co-teach ${invitation.school_class.name}`}
                  onClick={async () => {
                    setAccepted(null);
                    const answered = await answer
                      .mutateAsync({ invitationId: invitation.id, answer: 'accept' })
                      .catch(() => null);
                    if (answered)
                      setAccepted(
                        `${COTEACHER_MESSAGES.invitationAccepted} ${invitation.school_class.name} is in your classes.`,
                      );
                  }}
                >
                  Accept
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<X aria-hidden="true" className="size-4" />}
                  aria-label={`Decline the invitation to co-teach ${invitation.school_class.name}`}
                  onClick={() => setDeclining(invitation)}
                >
                  Decline
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {answer.isError && (
        <StatusMessage tone="error">
          {answer.error.message || 'The invitation could not be answered.'}
        </StatusMessage>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={declining ? `Decline to co-teach ${declining.school_class.name}?` : 'Decline?'}
        confirmLabel="Decline"
        failureText="The invitation could not be declined. Please try again."
        onCancel={() => setDeclining(null)}
        onConfirm={async () => {
          if (declining) await answer.mutateAsync({ invitationId: declining.id, answer: 'decline' });
          setDeclining(null);
        }}
      >
        The invitation is removed. The class's teacher may invite you again later.
      </ConfirmDialog>
    </section>
  );
}
