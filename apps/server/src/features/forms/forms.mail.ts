import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** A reminder of a form still waiting for the guardian's signature, in the recipient's language. */
export function formReminderMail(
  recipient: { email: string; firstName: string; language: string | null },
  form: { id: number; title: string; deadline: Date; childNames: string[] },
  publicUrl: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('forms.reminderSubject', { title: form.title }),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [
      t('forms.reminderIntro', { title: form.title, children: form.childNames.join(', ') }),
      t('forms.reminderDeadline', { deadline: language.formatDate(form.deadline) }),
    ],
    action: { label: t('forms.reminderAction'), url: `${publicUrl}/forms/${form.id}` },
    footer: t('forms.reminderFooter'),
  });
}
