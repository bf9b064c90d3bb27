import {
  notificationDisplayName,
  notificationLink,
  type NotificationDto,
  type NotificationType,
} from '@homeroom/contract/notifications';
import {
  BookOpen,
  CalendarDays,
  EyeOff,
  Flag,
  Megaphone,
  MessageSquare,
  PhoneIncoming,
  PhoneMissed,
  PhoneOff,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

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
};

/** The date and time in the user's locale and time zone (DESIGN "Look and feel"). */
export function formatUpdatedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
          {notification.title}{' '}
          <span className="font-medium whitespace-nowrap text-slate-600">({notification.qty_missed})</span>
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
        aria-label={`Clear ${notification.title}, ${name}`}
        isLoading={isClearing}
        onClick={onClear}
      >
        Clear
      </Button>
    </li>
  );
}
