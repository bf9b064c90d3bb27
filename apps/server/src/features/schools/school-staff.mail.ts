import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** The teacher told; the mail is in their `users.language` (null: English). */
type Recipient = { email: string; language: string | null; user: { firstName: string } };

/** What a leader decided about a teacher's place at the school: each tells the teacher. */
export type StaffChange = 'approved' | 'refused' | 'removed' | 'appointed';

/** Tells the teacher what a leader decided about their place at the school. */
export function staffChangeMail(recipient: Recipient, change: StaffChange, schoolName: string, link: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t(`staff.${change}.subject`, { schoolName }),
    greeting: t('layout.hello', { firstName: recipient.user.firstName }),
    paragraphs: [t(`staff.${change}.intro`, { schoolName }), t('layout.talkToSchool')],
    action: { label: t('staff.action'), url: link },
    footer: t('staff.footer'),
  });
}
