import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

interface Recipient {
  email: string;
  firstName: string;
  /** `users.language`: the mail is in it (null: English). */
  language: string | null;
}

/** A teacher's reminder to a family that has not acknowledged an announcement yet. */
export function acknowledgementReminderMail(recipient: Recipient, announcement: { title: string; className: string; classId: number }, publicUrl: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const values = { title: announcement.title, className: announcement.className };
  return renderMail({
    language,
    to: recipient.email,
    subject: t('readReceipts.reminderSubject', values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('readReceipts.reminderIntro', values)],
    action: { label: t('readReceipts.reminderAction'), url: `${publicUrl}/class/${announcement.classId}?tab=announcements` },
    footer: t('readReceipts.reminderFooter', values),
  });
}
