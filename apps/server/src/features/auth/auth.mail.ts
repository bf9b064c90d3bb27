import { renderMail } from '../../infra/mail/mail-layout.ts';

interface Recipient {
  email: string;
  firstName: string;
}

export function passwordResetMail(recipient: Recipient, link: string, validForMinutes: number) {
  return renderMail({
    to: recipient.email,
    subject: 'Reset your Homeroom password',
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your Homeroom account. If it was you, choose a new password with the link below.',
      `The link works once, within ${validForMinutes} minutes.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

export function emailVerificationMail(recipient: Recipient, link: string) {
  return renderMail({
    to: recipient.email,
    subject: 'Confirm your e-mail address for Homeroom',
    greeting: `Welcome to Homeroom, ${recipient.firstName}!`,
    paragraphs: ['Please confirm that this is your e-mail address, so that your class can reach you.'],
    action: { label: 'Confirm my e-mail address', url: link },
    footer: 'You get this mail because this address was used to register at Homeroom.',
  });
}
