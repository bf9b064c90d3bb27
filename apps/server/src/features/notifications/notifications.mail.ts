import type { SETTING_LABELS } from '@homeroom/contract/accounts';
import { mailLanguage, type MailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

type Setting = keyof typeof SETTING_LABELS;

interface Recipient {
  email: string;
  firstName: string;
  /** `users.language`, read with the recipient: the mail is in it (null: English). */
  language: string | null;
}

/** Every notification mail says which setting sent it (as the profile names it) and where to turn it off. */
function settingFooter({ t }: MailLanguage, setting: Setting, publicUrl: string): string {
  return t('notifications.settingFooter', {
    setting: t(`notifications.settings.${setting}`),
    url: `${publicUrl}/profile?tab=settings`,
  });
}

const CONTENT_SETTINGS = {
  Announcement: 'new_announcement_notification',
  Event: 'new_event_notification',
  Story: 'new_story_notification',
  // A form to sign is sent on the announcements' channel.
  Form: 'new_announcement_notification',
  // Class paperwork follows the events setting (docs/decisions.md, "Sign-ups and absence notes").
  Absence: 'new_event_notification',
  Signup: 'new_event_notification',
} as const satisfies Record<string, Setting>;

export type ClassContentKind = keyof typeof CONTENT_SETTINGS;

export function classContentMail(
  recipient: Recipient,
  kind: ClassContentKind,
  content: { title: string; classId: number; className: string },
  publicUrl: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const values = { className: content.className, title: content.title };
  return renderMail({
    language,
    to: recipient.email,
    subject: t(`notifications.${kind}.subject`, values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t(`notifications.${kind}.intro`, values)],
    action: { label: t('notifications.openClass', values), url: `${publicUrl}/class/${content.classId}` },
    footer: settingFooter(language, CONTENT_SETTINGS[kind], publicUrl),
  });
}

/** A school announcement is an announcement: the same setting sends it, and it leads to the school's page. */
export function schoolAnnouncementMail(
  recipient: Recipient,
  announcement: { title: string; schoolId: number; schoolName: string; path: string },
  publicUrl: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const values = { schoolName: announcement.schoolName, title: announcement.title };
  return renderMail({
    language,
    to: recipient.email,
    subject: t('notifications.schoolAnnouncementSubject', values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('notifications.schoolAnnouncementIntro', values)],
    action: { label: t('notifications.schoolAnnouncementAction'), url: `${publicUrl}${announcement.path}?school=${announcement.schoolId}` },
    footer: settingFooter(language, CONTENT_SETTINGS.Announcement, publicUrl),
  });
}

/** Message previews are cut here, so a mail never carries a whole long message. */
const PREVIEW_LENGTH = 200;

export function chatMessageMail(
  recipient: Recipient,
  message: { senderName: string; chat: { isDirect: boolean; groupName: string }; groupId: number; content: string },
  publicUrl: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const chatName = message.chat.isDirect
    ? t('notifications.directChat')
    : t('notifications.groupChat', { groupName: message.chat.groupName });
  const preview = message.content.length > PREVIEW_LENGTH ? `${message.content.slice(0, PREVIEW_LENGTH)}…` : message.content;
  return renderMail({
    language,
    to: recipient.email,
    subject: t('notifications.chatSubject', { senderName: message.senderName }),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t('notifications.chatIntro', { senderName: message.senderName, chatName }), `“${preview}”`],
    action: { label: t('notifications.chatAction'), url: `${publicUrl}/chatGroup/${message.groupId}` },
    footer: settingFooter(language, 'message_received_notification', publicUrl),
  });
}

/** A conference reminder, sent by the 'events' channel: the time is written in the recipient's own zone. */
export function conferenceReminderMail(
  recipient: Recipient & { timeZone: string },
  reminder: { startsAt: Date; childName: string; className: string; withName: string; mode: 'in_person' | 'video'; path: string },
  publicUrl: string,
) {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const when = new Intl.DateTimeFormat(language.language === 'zh' ? 'zh-Hans' : language.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: recipient.timeZone,
  }).format(reminder.startsAt);
  const values = { when, childName: reminder.childName, className: reminder.className, withName: reminder.withName };
  return renderMail({
    language,
    to: recipient.email,
    subject: t('conferences.subject', values),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs: [t(reminder.mode === 'video' ? 'conferences.introVideo' : 'conferences.intro', values)],
    action: { label: t('conferences.action'), url: `${publicUrl}${reminder.path}` },
    footer: settingFooter(language, 'new_event_notification', publicUrl),
  });
}
