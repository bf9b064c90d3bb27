import { SETTING_LABELS } from '@homeroom/contract/accounts';
import { renderMail } from '../../infra/mail/mail-layout.ts';

type Setting = keyof typeof SETTING_LABELS;

interface Recipient {
  email: string;
  firstName: string;
}

/** Every notification mail says which setting sent it and where to turn it off. */
function settingFooter(setting: Setting, publicUrl: string): string {
  return `You get this e-mail because “${SETTING_LABELS[setting]}” is on. To stop these e-mails, turn it off in your profile settings: ${publicUrl}/profile?tab=settings`;
}

const CONTENT_KINDS = {
  Announcement: { noun: 'announcement', setting: 'new_announcement_notification' },
  Event: { noun: 'event', setting: 'new_event_notification' },
  Story: { noun: 'story', setting: 'new_story_notification' },
} as const satisfies Record<string, { noun: string; setting: Setting }>;

export type ClassContentKind = keyof typeof CONTENT_KINDS;

export function classContentSetting(kind: ClassContentKind): Setting {
  return CONTENT_KINDS[kind].setting;
}

export function classContentMail(
  recipient: Recipient,
  kind: ClassContentKind,
  content: { title: string; classId: number; className: string },
  publicUrl: string,
) {
  const { noun, setting } = CONTENT_KINDS[kind];
  return renderMail({
    to: recipient.email,
    subject: `New ${noun} in ${content.className}: ${content.title}`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [`There is a new ${noun} in ${content.className}: “${content.title}”.`],
    action: { label: `Open ${content.className}`, url: `${publicUrl}/class/${content.classId}` },
    footer: settingFooter(setting, publicUrl),
  });
}

/** A school announcement is an announcement: the same setting sends it, and it leads to the school's page. */
export function schoolAnnouncementMail(
  recipient: Recipient,
  announcement: { title: string; schoolId: number; schoolName: string; path: string },
  publicUrl: string,
) {
  return renderMail({
    to: recipient.email,
    subject: `New announcement from ${announcement.schoolName}: ${announcement.title}`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [`${announcement.schoolName} has a new announcement for the whole school: “${announcement.title}”.`],
    action: { label: 'Read the announcement', url: `${publicUrl}${announcement.path}?school=${announcement.schoolId}` },
    footer: settingFooter(CONTENT_KINDS.Announcement.setting, publicUrl),
  });
}

/** Message previews are cut here, so a mail never carries a whole long message. */
const PREVIEW_LENGTH = 200;

export function chatMessageMail(
  recipient: Recipient,
  message: { senderName: string; chatName: string; groupId: number; content: string },
  publicUrl: string,
) {
  const preview = message.content.length > PREVIEW_LENGTH ? `${message.content.slice(0, PREVIEW_LENGTH)}…` : message.content;
  return renderMail({
    to: recipient.email,
    subject: `New message from ${message.senderName}`,
    greeting: `Hello ${recipient.firstName},`,
    paragraphs: [`${message.senderName} wrote in ${message.chatName}:`, `“${preview}”`],
    action: { label: 'Open the chat', url: `${publicUrl}/chatGroup/${message.groupId}` },
    footer: settingFooter('message_received_notification', publicUrl),
  });
}
