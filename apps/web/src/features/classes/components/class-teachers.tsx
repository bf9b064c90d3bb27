import type { ClassPageDto } from '@homeroom/contract/classes';
import { COTEACHER_MESSAGES, CoteacherInviteBodySchema } from '@homeroom/contract/coteachers';
import { GraduationCap, LogOut, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmailInviteForm } from '../../../components/email-invite-form.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
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
  const { t } = useTranslation('classes');
  const ownerId = classPage.teacher.user.id;
  const isOwner = userId === ownerId;
  const [removing, setRemoving] = useState<Teacher | null>(null);
  const remove = useRemoveCoteacher(classPage.id);
  const navigate = useNavigate();
  const isLeaving = removing !== null && removing.user.id === userId;

  return (
    <section aria-labelledby="class-teachers-heading" className="flex flex-col gap-3">
      <h2 id="class-teachers-heading" className="text-base font-semibold text-slate-900">
        {t('teachers.heading')}
      </h2>
      <ul aria-label={t('teachers.listLabel')} className="flex flex-col gap-2">
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
                    {isSelf ? (
                      <Trans
                        t={t}
                        i18nKey={'teachers.you'}
                        values={{ name: fullNameOf(teacher.user) }}
                        components={{ 1: <span className="font-normal text-slate-600" /> }}
                      />
                    ) : (
                      fullNameOf(teacher.user)
                    )}
                  </span>
                  <span className="inline-flex items-center gap-1 text-slate-600">
                    <GraduationCap aria-hidden="true" className="size-3.5" />
                    {isClassOwner ? t('teachers.owner') : t('teachers.coteacher')}
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
                  aria-label={
                    isSelf
                      ? t('teachers.leaveLabel')
                      : t('teachers.removeLabel', { name: fullNameOf(teacher.user) })
                  }
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  {isSelf ? t('teachers.leave') : t('teachers.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {classPage.teachers.length === 1 && isOwner && (
        <p className="text-sm text-slate-700">{t('teachers.alone')}</p>
      )}
      {isOwner && <InviteCoteacherForm classId={classPage.id} />}

      <ConfirmDialog
        open={removing !== null}
        title={
          isLeaving
            ? t('teachers.leaveTitle')
            : removing
              ? t('teachers.removeTitle', { name: fullNameOf(removing.user) })
              : t('teachers.removeTitleNoName')
        }
        confirmLabel={isLeaving ? t('teachers.leave') : t('teachers.remove')}
        failureText={isLeaving ? t('teachers.leaveFailed') : t('teachers.removeFailed')}
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
        {translateMessage(isLeaving ? COTEACHER_MESSAGES.leaveConfirm : COTEACHER_MESSAGES.removeConfirm)}
      </ConfirmDialog>
    </section>
  );
}

/** The owner invites a colleague by the e-mail address of their Homeroom account. */
function InviteCoteacherForm({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  return (
    <EmailInviteForm
      schema={CoteacherInviteBodySchema}
      invite={(email) => inviteCoteacher(classId, email)}
      label={t('teachers.inviteHeading')}
      intro={
        <>
          <h3 className="text-sm font-semibold text-slate-900">{t('teachers.inviteHeading')}</h3>
          <p className="text-sm text-slate-700">{t('teachers.inviteText')}</p>
        </>
      }
      emailLabel={t('teachers.inviteEmail')}
      sendLabel={t('teachers.inviteSend')}
      className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-slate-200"
    />
  );
}
