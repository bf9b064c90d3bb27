import type { ClassPageDto } from '@homeroom/contract/classes';
import { COTEACHER_MESSAGES, CoteacherInviteBodySchema } from '@homeroom/contract/coteachers';
import { GraduationCap, LogOut, Send, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { inviteCoteacher } from '../api/invite-coteacher.ts';
import { useRemoveCoteacher } from '../api/remove-coteacher.ts';

type Teacher = ClassPageDto['teachers'][number];

/**
 * The class's teachers for its teachers (docs/decisions.md, "Co-teachers"): the owner invites
 * colleagues and removes co-teachers, a co-teacher may leave; each asks first.
 */
export function ClassTeachers({
  classPage,
  userId,
}: {
  classPage: ClassPageDto;
  userId: number | undefined;
}) {
  const ownerId = classPage.teacher.user.id;
  const isOwner = userId === ownerId;
  const [removing, setRemoving] = useState<Teacher | null>(null);
  const remove = useRemoveCoteacher(classPage.id);
  const navigate = useNavigate();
  const isLeaving = removing !== null && removing.user.id === userId;

  return (
    <section aria-labelledby="class-teachers-heading" className="flex flex-col gap-3">
      <h2 id="class-teachers-heading" className="text-base font-semibold text-slate-900">
        Teachers
      </h2>
      <ul aria-label="Teachers of the class" className="flex flex-col gap-2">
        {classPage.teachers.map((teacher) => {
          const isClassOwner = teacher.user.id === ownerId;
          const isSelf = teacher.user.id === userId;
          return (
            <li
              key={teacher.user.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-3 py-2 ring-1 ring-slate-200"
            >
              <span className="flex min-w-0 items-center gap-2.5 text-sm text-slate-900">
                <PersonAvatar person={teacher.user} size="md" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold break-words">
                    {fullNameOf(teacher.user)}
                    {isSelf && <span className="font-normal text-slate-600"> (you)</span>}
                  </span>
                  <span className="inline-flex items-center gap-1 text-slate-600">
                    <GraduationCap aria-hidden="true" className="size-3.5" />
                    {isClassOwner ? 'Owner' : 'Co-teacher'}
                  </span>
                </span>
              </span>
              {!isClassOwner && (isOwner || isSelf) && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={
                    isSelf ? (
                      <LogOut aria-hidden="true" className="size-4" />
                    ) : (
                      <UserMinus aria-hidden="true" className="size-4" />
                    )
                  }
                  onClick={() => setRemoving(teacher)}
                  aria-label={isSelf ? 'Leave this class' : `Remove ${fullNameOf(teacher.user)}`}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  {isSelf ? 'Leave' : 'Remove'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {classPage.teachers.length === 1 && isOwner && (
        <p className="text-sm text-slate-700">
          You teach this class alone. Invite a colleague of your school to teach it with you.
        </p>
      )}
      {isOwner && <InviteCoteacherForm classId={classPage.id} />}

      <ConfirmDialog
        open={removing !== null}
        title={
          isLeaving ? 'Leave this class?' : removing ? `Remove ${fullNameOf(removing.user)}?` : 'Remove?'
        }
        confirmLabel={isLeaving ? 'Leave' : 'Remove'}
        failureText={
          isLeaving
            ? 'You could not leave the class. Please try again.'
            : 'The co-teacher could not be removed. Please try again.'
        }
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          if (isLeaving) {
            await remove.mutateAsync({ userId: removing.user.id, isLeaving });
            await navigate('/profile?tab=classes');
            return;
          }
          await remove.mutateAsync({ userId: removing.user.id, isLeaving });
          setRemoving(null);
        }}
      >
        {isLeaving ? COTEACHER_MESSAGES.leaveConfirm : COTEACHER_MESSAGES.removeConfirm}
      </ConfirmDialog>
    </section>
  );
}

/** The owner invites a colleague by the e-mail address of their Homeroom account. */
function InviteCoteacherForm({ classId }: { classId: number }) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: CoteacherInviteBodySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async ({ email }) => {
      setSent(null);
      const answer = await inviteCoteacher(classId, email);
      reset({ email: '' });
      setSent(answer.detail);
    },
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invite a co-teacher"
      className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-slate-200"
    >
      <h3 className="text-sm font-semibold text-slate-900">Invite a co-teacher</h3>
      <p className="text-sm text-slate-700">
        A co-teacher posts to the class, looks after its students and chats with its families. They must be an
        approved teacher of your school.
      </p>
      <FormErrors messages={formErrors} />
      <Input
        label="Their e-mail address"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      {sent && <StatusMessage tone="success">{sent}</StatusMessage>}
      <div>
        <Button
          type="submit"
          size="sm"
          isLoading={isSubmitting}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          Send invitation
        </Button>
      </div>
    </form>
  );
}
