import type { ModeratedKind } from '@homeroom/contract/moderation';
import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

/** Long texts are cut here, so a mail never carries a whole story. */
const EXCERPT_LENGTH = 200;

/**
 * The school hid a story, comment or message: its author, and the class's teacher, are told
 * whatever their notification settings say, because it concerns what they wrote or run.
 */
export function contentHiddenMail(
  recipient: { email: string; firstName: string; language: string | null },
  hidden: { kind: ModeratedKind; text: string; isAuthor: boolean; className: string | null; link: string; byTeacher: boolean },
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  // "your story" and "a story" are whole phrases in the catalogue: articles and possessives agree with the noun in each language.
  const item = hidden.isAuthor ? t(`moderation.yours.${hidden.kind}`) : t(`moderation.some.${hidden.kind}`);
  const where = hidden.className ? t('moderation.inClass', { className: hidden.className }) : '';
  const excerpt =
    hidden.text.length > EXCERPT_LENGTH ? `${hidden.text.slice(0, EXCERPT_LENGTH)}…` : hidden.text;
  return renderMail({
    language,
    to: recipient.email,
    subject: hidden.byTeacher
      ? t('moderation.subjectByTeacher', { item, where })
      : hidden.isAuthor
        ? t('moderation.subjectAuthor', { item })
        : t('moderation.subjectOther', { item, where }),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [
      // A class's teacher hid it (docs/decisions.md, "Safety"), not the school's leaders.
      hidden.byTeacher
        ? t('moderation.explainByTeacher', { item, where })
        : hidden.isAuthor
          ? t('moderation.explainAuthor', { item, where })
          : t('moderation.explainOther', { item, where }),
      `“${excerpt}”`,
      t('layout.talkToSchool'),
    ],
    action: { label: t('layout.openHomeroom'), url: hidden.link },
    footer: t('moderation.footer'),
  });
}
