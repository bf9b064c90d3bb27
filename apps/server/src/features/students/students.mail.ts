import { renderMail } from '../../infra/mail/mail-layout.ts';

/** A guardian invites another guardian of their child: the link works once, within `validForDays`. */
export function guardianInvitationMail(to: string, inviter: { firstName: string; lastName: string }, childName: string, link: string, validForDays: number) {
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
  return renderMail({
    to,
    subject: `${inviterName} invites you to follow ${childName} on Homeroom`,
    greeting: 'Hello,',
    paragraphs: [
      `${inviterName} invites you to be a guardian of ${childName} on Homeroom: you will see the class's news, ${childName}'s portfolio, and chat with the teacher.`,
      `Sign up or log in with the link below (any e-mail address works). The link works once, within ${validForDays} days.`,
    ],
    action: { label: `Follow ${childName}`, url: link },
    footer: 'If you do not know the person who invited you, ignore this mail.',
  });
}

/** The teacher unlinked a guardian from a child. */
export function guardianUnlinkedMail(recipient: { email: string; firstName: string }, childName: string, className: string, link: string) {
  return renderMail({
    to: recipient.email,
    subject: `You are no longer linked to ${childName} on Homeroom`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [
      `The teacher of ${className} unlinked your account from ${childName}. You no longer see ${childName}'s portfolio or the class's news.`,
      'If this is a mistake, please contact the school.',
    ],
    action: { label: 'Open Homeroom', url: link },
    footer: 'You get this mail because your account was a guardian of this child on Homeroom.',
  });
}

/** The school invites a guardian of an imported roster's child: the link works once, within `validForDays`. */
export function staffGuardianInvitationMail(
  to: string,
  inviter: { firstName: string; lastName: string },
  child: { name: string; className: string },
  link: string,
  validForDays: number,
) {
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
  return renderMail({
    to,
    subject: `Follow ${child.name} in ${child.className} on Homeroom`,
    greeting: 'Hello,',
    paragraphs: [
      `${inviterName}, of ${child.name}'s school, invites you to be a guardian of ${child.name} (${child.className}) on Homeroom: you will see the class's news, ${child.name}'s portfolio, and chat with the teacher.`,
      `Sign up or log in with the link below (any e-mail address works). The link works once, within ${validForDays} days.`,
    ],
    action: { label: `Follow ${child.name}`, url: link },
    footer: 'You get this mail because the school listed this address for the child. If that is a mistake, ignore this mail.',
  });
}
