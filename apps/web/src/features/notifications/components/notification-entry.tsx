import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLES,
  notificationDisplayName,
  notificationLink,
  SCHOOL_ANNOUNCEMENT_TITLE,
  type NotificationDto,
  type NotificationType,
} from '@homeroom/contract/notifications';
import type { TFunction } from 'i18next';
import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  EyeOff,
  Flag,
  Megaphone,
  MessageSquare,
  PhoneIncoming,
  PhoneMissed,
  PhoneOff,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  Announcement: Megaphone,
  Event: CalendarDays,
  Story: BookOpen,
  Message: MessageSquare,
  IsCalling: PhoneIncoming,
  MissedCall: PhoneMissed,
  CallCancelled: PhoneOff,
  Report: Flag,
  Hidden: EyeOff,
  Form: ClipboardCheck,
  Absence: UserX,
  Signup: ClipboardList,
  Conference: CalendarClock,
};

/** The date and time in the app's language and the user's time zone (DESIGN "Look and feel"). */
export function formatUpdatedAt(value: string): string {
  return formatDateTime(value);
}

/** The key of each title the server gives an entry; a title this page does not know shows as it came. */
const TITLE_KEYS = {
  [NOTIFICATION_TITLES.Announcement]: 'titles.announcement',
  [NOTIFICATION_TITLES.Event]: 'titles.event',
  [NOTIFICATION_TITLES.Story]: 'titles.story',
  [NOTIFICATION_TITLES.Message]: 'titles.message',
  [NOTIFICATION_TITLES.IsCalling]: 'titles.isCalling',
  [NOTIFICATION_TITLES.MissedCall]: 'titles.missedCall',
  [NOTIFICATION_TITLES.CallCancelled]: 'titles.callCancelled',
  [NOTIFICATION_TITLES.Report]: 'titles.report',
  [NOTIFICATION_TITLES.Hidden]: 'titles.hidden',
  [NOTIFICATION_TITLES.Form]: 'titles.form',
  [NOTIFICATION_TITLES.Conference]: 'titles.conference',
  [SCHOOL_ANNOUNCEMENT_TITLE]: 'titles.schoolAnnouncement',
  [NOTIFICATION_TITLES.Absence]: 'titles.absence',
  [NOTIFICATION_TITLES.Signup]: 'titles.signup',
} as const satisfies Record<string, string>;

/** An entry's title in the current language. */
export function notificationTitle(title: string, t: TFunction<'notifications'>): string {
  const key = (TITLE_KEYS as Partial<Record<string, (typeof TITLE_KEYS)[keyof typeof TITLE_KEYS]>>)[title];
  return key ? t(key) : title;
}

interface NotificationEntryProps {
  notification: NotificationDto;
  onClear: () => void;
  isClearing: boolean;
  /** Following the link leaves the panel. */
  onNavigate: () => void;
}

/** One entry: its title, how many were missed, where it leads, when, and Clear (docs/product.md, "Notification panel"). */
export function NotificationEntry({ notification, onClear, isClearing, onNavigate }: NotificationEntryProps) {
  const Icon = TYPE_ICONS[notification.type];
  // An entry that names nothing (a report, when its item has no class) still needs words for its link.
  const name = notificationDisplayName(notification) || notification.title;
  const link = notificationLink(notification);
  const { t } = useTranslation('notifications');
  const title = notificationTitle(notification.title, t);
  return (
    <li className="flex items-start gap-3 px-4 py-3.5 sm:px-5">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:size-10"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-semibold text-slate-900 sm:text-base">
          {title}{' '}
          <span className="font-medium whitespace-nowrap text-slate-600">
            {t('entry.missed', { number: formatNumber(notification.qty_missed) })}
          </span>
        </p>
        {link ? (
          <TextLink to={link} onClick={onNavigate} className="self-start text-sm break-words">
            {name}
          </TextLink>
        ) : (
          <span className="text-sm break-words text-slate-700">{name}</span>
        )}
        <time dateTime={notification.updated_at} className="text-xs text-slate-600">
          {formatUpdatedAt(notification.updated_at)}
        </time>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('entry.clearLabel', { title, name })}
        isLoading={isClearing}
        onClick={onClear}
      >
        {translateMessage(NOTIFICATION_MESSAGES.clear)}
      </Button>
    </li>
  );
}
