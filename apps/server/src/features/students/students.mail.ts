import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** Who sends an invitation; an address without an account reads it in the sender's language. */
interface Inviter {
  firstName: string;
  lastName: string;
}

/**
 * A guardian invites another guardian of their child: the link works once, within `validForDays`.
 * `language` is the invitee's account's, or the inviter's when the address has no account.
 */
export function guardianInvitationMail(
  to: string,
  inviter: Inviter,
  childName: string,
  link: string,
  validForDays: number,
  mailedIn: string | null,
) {
  const language = mailLanguage(mailedIn);
  const { t } = language;
  const values = { inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(), childName };
  return renderMail({
    language,
    to,
    subject: t('guardians.inviteSubject', values),
    greeting: t('layout.helloAnonymous'),
    paragraphs: [t('guardians.inviteIntro', values), t('guardians.inviteHow', { count: validForDays })],
    action: { label: t('guardians.inviteAction', values), url: link },
    footer: t('guardians.inviteFooter'),
  });
}

/** The teacher unlinked a guardian from a child. */
export function guardianUnlinkedMail(
  recipient: { email: string; firstName: string; language: string | null },
  childName: string,
  className: string,
  link: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const values = { childName, className };
  return renderMail({
    language,
    to: recipient.email,
    subject: t('guardians.unlinkedSubject', values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('guardians.unlinkedIntro', values), t('guardians.unlinkedMistake')],
    action: { label: t('layout.openHomeroom'), url: link },
    footer: t('guardians.unlinkedFooter'),
  });
}

/**
 * The school invites a guardian of an imported roster's child: the link works once, within
 * `validForDays`. `language` is the invitee's account's, or the inviting teacher's.
 */
export function staffGuardianInvitationMail(
  to: string,
  inviter: Inviter,
  child: { name: string; className: string },
  link: string,
  validForDays: number,
  mailedIn: string | null,
) {
  const language = mailLanguage(mailedIn);
  const { t } = language;
  const values = { inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(), childName: child.name, className: child.className };
  return renderMail({
    language,
    to,
    subject: t('guardians.staffInviteSubject', values),
    greeting: t('layout.helloAnonymous'),
    paragraphs: [t('guardians.staffInviteIntro', values), t('guardians.inviteHow', { count: validForDays })],
    action: { label: t('guardians.inviteAction', { childName: child.name }), url: link },
    footer: t('guardians.staffInviteFooter'),
  });
}
