import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** Tells the former user that their account is gone; written before the address is erased. */
export function accountDeletedMail(recipient: { email: string; firstName: string; language: string | null }, link: string) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('accountDeleted.subject'),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('accountDeleted.intro')],
    action: { label: t('layout.openHomeroom'), url: link },
    footer: t('accountDeleted.footer'),
  });
}
