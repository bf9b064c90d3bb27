import { GuardianInviteBodySchema } from '@homeroom/contract/students';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EmailInviteForm } from '../../../components/email-invite-form.tsx';
import { inviteGuardian } from '../api/guardians.ts';

/** A guardian invites another guardian of the child by e-mail (docs/product.md, "Several guardians"). */
export function InviteGuardianForm({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t } = useTranslation('students');
  return (
    <EmailInviteForm
      schema={GuardianInviteBodySchema}
      invite={(email) => inviteGuardian(studentId, email)}
      label={t('invite.formLabel')}
      intro={<p className="text-sm text-slate-700">{t('invite.intro', { name: studentName })}</p>}
      emailLabel={t('invite.email')}
      sendLabel={t('invite.send')}
    />
  );
}
