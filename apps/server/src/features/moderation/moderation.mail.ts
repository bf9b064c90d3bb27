import { MODERATED_KIND_NOUNS, type ModeratedKind } from '@homeroom/contract/moderation';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** Long texts are cut here, so a mail never carries a whole story. */
const EXCERPT_LENGTH = 200;

/**
 * The school hid a story, comment or message: its author, and the class's teacher, are told
 * whatever their notification settings say, because it concerns what they wrote or run.
 */
export function contentHiddenMail(
  recipient: { email: string; firstName: string },
  hidden: { kind: ModeratedKind; text: string; isAuthor: boolean; className: string | null; link: string },
) {
  const noun = MODERATED_KIND_NOUNS[hidden.kind];
  const excerpt =
    hidden.text.length > EXCERPT_LENGTH ? `${hidden.text.slice(0, EXCERPT_LENGTH)}…` : hidden.text;
  const where = hidden.className ? ` in ${hidden.className}` : '';
  return renderMail({
    to: recipient.email,
    subject: hidden.isAuthor ? `The school hid your ${noun}` : `The school hid a ${noun}${where}`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [
      hidden.isAuthor
        ? `A leader of your school hid your ${noun}${where}, because it was found to break the school's rules. Others no longer see it; you see "Hidden by the school" in its place.`
        : `A leader of your school hid a ${noun}${where}, because it was found to break the school's rules. Nobody but its author sees it any more.`,
      `“${excerpt}”`,
      'If you think this is a mistake, please talk to the school.',
    ],
    action: { label: 'Open Homeroom', url: hidden.link },
    footer: 'You get this mail because you wrote this or teach the class it belongs to.',
  });
}
