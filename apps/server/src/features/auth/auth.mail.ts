import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

interface Recipient {
  email: string;
  firstName: string;
  /** `users.language`: the mail is in it (null: English). */
  language: string | null;
}

export function passwordResetMail(recipient: Recipient, link: string, validForMinutes: number) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('auth.resetSubject'),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('auth.resetIntro'), t('auth.resetValidity', { count: validForMinutes })],
    action: { label: t('auth.resetAction'), url: link },
    footer: t('auth.resetFooter'),
  });
}

export function emailVerificationMail(recipient: Recipient, link: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('auth.verifySubject'),
    greeting: t('auth.verifyGreeting', { firstName: recipient.firstName }),
    paragraphs: [t('auth.verifyIntro')],
    action: { label: t('auth.verifyAction'), url: link },
    footer: t('auth.verifyFooter'),
  });
}
