import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { KeyRound, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InviteCode } from '../../../components/invite-code.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useIssueInviteCode, useUnlinkGuardian } from '../api/guardians.ts';

type Guardian = NonNullable<ClassStudentDto['guardians']>[number];

/** The teacher's list of a child's guardians, with Unlink (asked first), the invite code and a fresh one. */
export function StudentGuardians({ classId, student }: { classId: number; student: ClassStudentDto }) {
  const { t } = useTranslation('students');
  const guardians = student.guardians ?? (student.parent ? [student.parent] : []);
  const [unlinking, setUnlinking] = useState<Guardian | null>(null);
  const [isConfirmingCode, setIsConfirmingCode] = useState(false);
  const unlink = useUnlinkGuardian(classId, student.id);
  const issueCode = useIssueInviteCode(classId, student.id);

  return (
    <div className="flex flex-col gap-3">
      {guardians.length === 0 ? (
        <p className="text-sm text-slate-700">{t('guardians.noneYet', { name: student.name })}</p>
      ) : (
        <ul aria-label={t('guardians.listLabel', { name: student.name })} className="flex flex-col gap-2">
          {guardians.map((guardian) => (
            <li key={guardian.user.id} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2.5 text-sm text-slate-900">
                <PersonAvatar person={guardian.user} size="md" />
                <span className="min-w-0 font-semibold break-words">{fullNameOf(guardian.user)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={<UserMinus aria-hidden="true" className="size-4" />}
                onClick={() => setUnlinking(guardian)}
                aria-label={t('guardians.unlinkLabel', { name: fullNameOf(guardian.user) })}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                {t('guardians.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {student.invite_code ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('guardians.codeHint', { name: student.name })}</p>
          <InviteCode code={student.invite_code.code} />
        </div>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          isLoading={issueCode.isPending}
          onClick={() => (student.invite_code ? setIsConfirmingCode(true) : issueCode.mutate())}
        >
          {t('guardians.newCode')}
        </Button>
      </div>
      {issueCode.isError && <StatusMessage tone="error">{t('guardians.newCodeFailed')}</StatusMessage>}

      <ConfirmDialog
        open={unlinking !== null}
        title={
          unlinking
            ? t('guardians.unlinkTitle', { name: fullNameOf(unlinking.user) })
            : t('guardians.unlinkTitleNoName')
        }
        confirmLabel={t('guardians.unlink')}
        failureText={t('guardians.unlinkFailed')}
        onCancel={() => setUnlinking(null)}
        onConfirm={async () => {
          if (unlinking) await unlink.mutateAsync(unlinking.user.id);
          setUnlinking(null);
        }}
      >
        {translateMessage(SCHOOL_MESSAGES.unlinkGuardianConfirm)}
      </ConfirmDialog>
      <ConfirmDialog
        open={isConfirmingCode}
        title={t('guardians.newCodeTitle')}
        confirmLabel={t('guardians.newCodeConfirm')}
        failureText={t('guardians.newCodeFailed')}
        onCancel={() => setIsConfirmingCode(false)}
        onConfirm={async () => {
          await issueCode.mutateAsync();
          setIsConfirmingCode(false);
        }}
      >
        {translateMessage(SCHOOL_MESSAGES.newInviteCodeConfirm)}
      </ConfirmDialog>
    </div>
  );
}
