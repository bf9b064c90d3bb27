import { renderMail } from '../../infra/mail/mail-layout.ts';

type Recipient = { email: string; user: { firstName: string } };

/** What a leader decided about a teacher's place at the school: each tells the teacher. */
export type StaffChange = 'approved' | 'refused' | 'removed' | 'appointed';

const WORDING: Record<StaffChange, (schoolName: string) => { subject: string; paragraph: string }> = {
  approved: (school) => ({
    subject: `You are approved at ${school} on Homeroom`,
    paragraph: `A leader of ${school} approved you: your classes now belong to the school, and its leaders see them.`,
  }),
  refused: (school) => ({
    subject: `Your request to join ${school} was refused`,
    paragraph: `A leader of ${school} refused your request to join the school. Your classes stay yours; you can choose another school on your profile.`,
  }),
  removed: (school) => ({
    subject: `You no longer work at ${school} on Homeroom`,
    paragraph: `A leader of ${school} removed you from the school. Your classes stay yours but leave the school with you.`,
  }),
  appointed: (school) => ({
    subject: `You now lead ${school} on Homeroom`,
    paragraph: `A leader of ${school} appointed you leader: you approve new teachers and see every class of the school on its School page.`,
  }),
};

/** Tells the teacher what a leader decided about their place at the school. */
export function staffChangeMail(recipient: Recipient, change: StaffChange, schoolName: string, link: string) {
  const { subject, paragraph } = WORDING[change](schoolName);
  return renderMail({
    to: recipient.email,
    subject,
    greeting: `Hello ${recipient.user.firstName},`,
    paragraphs: [paragraph, 'If you think this is a mistake, please talk to the school.'],
    action: { label: 'Open your profile', url: link },
    footer: 'You get this mail because you chose this school on Homeroom.',
  });
}
