import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** A teacher of an archived class is told, once, on which day the class will be deleted with everything of it. */
export function classDeletionWarningMail(
  recipient: { email: string; firstName: string; language: string | null },
  schoolClass: { name: string; deleteAfter: Date; link: string },
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('retention.subject', { className: schoolClass.name }),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [
      t('retention.intro', { className: schoolClass.name, date: schoolClass.deleteAfter }),
      t('retention.what'),
      t('retention.keep'),
    ],
    action: { label: t('layout.openHomeroom'), url: schoolClass.link },
    footer: t('retention.footer'),
  });
}
