import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

interface Person {
  firstName: string;
  lastName: string;
}

/** The person told: the mail is in their `users.language` (null: English). */
interface Recipient {
  email: string;
  firstName: string;
  language: string | null;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The owner of a class invites a colleague to co-teach it; the answer is given on the profile. */
export function coteacherInvitationMail(recipient: Recipient, inviter: Person, className: string, link: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const values = { inviterName: fullName(inviter), className };
  return renderMail({
    language,
    to: recipient.email,
    subject: t('coteachers.inviteSubject', values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('coteachers.inviteIntro', values), t('coteachers.inviteHow')],
    action: { label: t('coteachers.inviteAction'), url: link },
    footer: t('coteachers.inviteFooter'),
  });
}

/** The owner of a class removed a co-teacher from it. */
export function coteacherRemovedMail(recipient: Recipient, className: string, link: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('coteachers.removedSubject', { className }),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('coteachers.removedIntro', { className })],
    action: { label: t('layout.openHomeroom'), url: link },
    footer: t('coteachers.removedFooter'),
  });
}
