import { renderMail } from '../../infra/mail/mail-layout.ts';

interface Person {
  firstName: string;
  lastName: string;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The owner of a class invites a colleague to co-teach it; the answer is given on the profile. */
export function coteacherInvitationMail(
  recipient: { email: string; firstName: string },
  inviter: Person,
  className: string,
  link: string,
) {
  return renderMail({
    to: recipient.email,
    subject: `${fullName(inviter)} invites you to co-teach ${className} on Homeroom`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [
      `${fullName(inviter)} invites you to teach ${className} with them: you would post to the class, look after its students and chat with its families.`,
      'Accept or decline the invitation in the Classes tab of your profile.',
    ],
    action: { label: 'Open my profile', url: link },
    footer: 'You get this mail because a teacher of your school invited you on Homeroom.',
  });
}

/** The owner of a class removed a co-teacher from it. */
export function coteacherRemovedMail(
  recipient: { email: string; firstName: string },
  className: string,
  link: string,
) {
  return renderMail({
    to: recipient.email,
    subject: `You no longer teach ${className} on Homeroom`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [
      `The owner of ${className} removed you from its teachers. You no longer see the class or chat with its families.`,
    ],
    action: { label: 'Open Homeroom', url: link },
    footer: 'You get this mail because you co-taught this class on Homeroom.',
  });
}
