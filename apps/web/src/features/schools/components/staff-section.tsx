import {
  SCHOOL_STAFF_MESSAGES,
  type SchoolStaffDto,
  type StaffMemberDto,
} from '@homeroom/contract/school-staff';
import { Crown, Hourglass, UserCheck, UserMinus, UserX, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useChangeStaff, type StaffChange } from '../api/change-staff.ts';
import { useStepDown } from '../api/step-down.ts';

type Action = StaffChange | 'step-down';

/** Each action's button, its confirmation and what it says once done (button and title as keys of `schools`). */
const ACTIONS = {
  approve: {
    label: 'staff.approve',
    title: 'staff.approveTitle',
    question: SCHOOL_STAFF_MESSAGES.approveConfirm,
    done: SCHOOL_STAFF_MESSAGES.approved,
    variant: 'primary',
  },
  refuse: {
    label: 'staff.refuse',
    title: 'staff.refuseTitle',
    question: SCHOOL_STAFF_MESSAGES.refuseConfirm,
    done: SCHOOL_STAFF_MESSAGES.refused,
    variant: 'danger',
  },
  appoint: {
    label: 'staff.appoint',
    title: 'staff.appointTitle',
    question: SCHOOL_STAFF_MESSAGES.appointConfirm,
    done: SCHOOL_STAFF_MESSAGES.appointed,
    variant: 'primary',
  },
  remove: {
    label: 'staff.remove',
    title: 'staff.removeTitle',
    question: SCHOOL_STAFF_MESSAGES.removeConfirm,
    done: SCHOOL_STAFF_MESSAGES.removed,
    variant: 'danger',
  },
  'step-down': {
    label: 'staff.stepDown',
    title: 'staff.stepDownTitle',
    question: SCHOOL_STAFF_MESSAGES.stepDownConfirm,
    done: SCHOOL_STAFF_MESSAGES.steppedDown,
    variant: 'danger',
  },
} as const satisfies Record<
  Action,
  { label: string; title: string; question: string; done: string; variant: ButtonVariant }
>;

interface PendingAction {
  action: Action;
  member: StaffMemberDto;
}

/** The waiting teachers (approve or refuse) and the staff (appoint, remove, step down), each asked before it happens. */
export function StaffSection({ staff, viewerId }: { staff: SchoolStaffDto; viewerId: number | undefined }) {
  const { t } = useTranslation('schools');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [failure, setFailure] = useState('');
  const status = useTimedMessage();
  const changeStaff = useChangeStaff();
  const stepDown = useStepDown();
  const leaderCount = staff.staff.filter((member) => member.school_role === 'leader').length;

  async function run({ action, member }: PendingAction) {
    try {
      if (action === 'step-down') await stepDown.mutateAsync();
      else await changeStaff.mutateAsync({ change: action, userId: member.user.id });
    } catch (error) {
      // The dialog shows why (the last leader, a teacher someone else already approved).
      setFailure(error instanceof ApiError ? error.message : t('staff.failed'));
      throw error;
    }
    setPending(null);
    status.show({
      tone: 'success',
      text: t('staff.done', { name: fullNameOf(member.user), done: translateMessage(ACTIONS[action].done) }),
    });
  }

  const ask = (action: Action, member: StaffMemberDto) => {
    status.clear();
    setFailure('');
    setPending({ action, member });
  };

  return (
    <div className="flex flex-col gap-8">
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
        <h2 id="waiting-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Hourglass aria-hidden="true" className="size-5 text-brand-700" />
          {t('staff.waiting')}{' '}
          <span className="font-normal text-slate-600">{t('staff.count', { count: staff.waiting.length })}</span>
        </h2>
        {staff.waiting.length === 0 ? (
          <div className="rounded-2xl ring-1 ring-slate-200">
            <EmptyState
              icon={<UserCheck className="size-7" />}
              title={translateMessage(SCHOOL_STAFF_MESSAGES.noWaitingTeachers)}
            >
              {t('staff.waitingHint')}
            </EmptyState>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {staff.waiting.map((member) => (
              <StaffRow key={member.user.id} member={member}>
                <Button
                  size="sm"
                  icon={<UserCheck aria-hidden="true" className="size-4" />}
                  aria-label={t('staff.approveName', { name: fullNameOf(member.user) })}
                  onClick={() => ask('approve', member)}
                >
                  {t('staff.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<UserX aria-hidden="true" className="size-4" />}
                  aria-label={t('staff.refuseName', { name: fullNameOf(member.user) })}
                  onClick={() => ask('refuse', member)}
                >
                  {t('staff.refuse')}
                </Button>
              </StaffRow>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="staff-heading" className="flex flex-col gap-3">
        <h2 id="staff-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users aria-hidden="true" className="size-5 text-brand-700" />
          {t('staff.staff')}{' '}
          <span className="font-normal text-slate-600">{t('staff.count', { count: staff.staff.length })}</span>
        </h2>
        <ul className="flex flex-col gap-3">
          {staff.staff.map((member) => {
            const isViewer = member.user.id === viewerId;
            const isLastLeader = member.school_role === 'leader' && leaderCount <= 1;
            return (
              <StaffRow key={member.user.id} member={member} isViewer={isViewer}>
                {member.school_role === 'teacher' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Crown aria-hidden="true" className="size-4" />}
                    aria-label={t('staff.appointName', { name: fullNameOf(member.user) })}
                    onClick={() => ask('appoint', member)}
                  >
                    {t('staff.appoint')}
                  </Button>
                )}
                {isViewer && !isLastLeader && (
                  <Button size="sm" variant="secondary" onClick={() => ask('step-down', member)}>
                    {t('staff.stepDown')}
                  </Button>
                )}
                {!isViewer && !isLastLeader && (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<UserMinus aria-hidden="true" className="size-4" />}
                    aria-label={t('staff.removeName', { name: fullNameOf(member.user) })}
                    onClick={() => ask('remove', member)}
                  >
                    {t('staff.remove')}
                  </Button>
                )}
              </StaffRow>
            );
          })}
        </ul>
        {leaderCount <= 1 && <p className="text-sm text-slate-600">{translateMessage(SCHOOL_STAFF_MESSAGES.onlyLeader)}</p>}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(ACTIONS[pending.action].title) : ''}
        confirmLabel={pending ? t(ACTIONS[pending.action].label) : undefined}
        confirmVariant={pending ? ACTIONS[pending.action].variant : undefined}
        failureText={failure || t('staff.failed')}
        onCancel={() => setPending(null)}
        onConfirm={() => (pending ? run(pending) : Promise.resolve())}
      >
        {pending && (
          <>
            <p className="font-semibold text-slate-900">{fullNameOf(pending.member.user)}</p>
            <p>{translateMessage(ACTIONS[pending.action].question)}</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}

const STANDING_LABELS = { leader: 'staff.leader', teacher: 'staff.teacher', pending: 'staff.pending' } as const;

interface StaffRowProps {
  member: StaffMemberDto;
  isViewer?: boolean;
  /** The buttons a leader has for this teacher. */
  children: ReactNode;
}

/** One teacher: picture, name, e-mail, standing and classes, with the leader's buttons. */
function StaffRow({ member, isViewer = false, children }: StaffRowProps) {
  const { t } = useTranslation('schools');
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PersonAvatar person={member.user} size="md" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {fullNameOf(member.user)}
            {isViewer && <span className="text-sm font-normal text-slate-600">{t('staff.you')}</span>}
            <span
              className={
                member.school_role === 'leader'
                  ? 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200'
                  : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
              }
            >
              {t(STANDING_LABELS[member.school_role])}
            </span>
          </p>
          <p className="text-sm break-all text-slate-600">{member.email}</p>
          {member.school_classes.length > 0 && (
            <ul aria-label={t('staff.classesOf', { name: fullNameOf(member.user) })} className="flex flex-wrap gap-2">
              {member.school_classes.map((schoolClass) => (
                <li key={schoolClass.id}>
                  <Link
                    to={`/class/${schoolClass.id}`}
                    className="inline-flex min-h-8 items-center rounded-lg bg-brand-50 px-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                  >
                    {schoolClass.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">{children}</div>
    </li>
  );
}
