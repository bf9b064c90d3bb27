import { NOTIFICATION_MESSAGES, type NotificationDto } from '@homeroom/contract/notifications';
import { BellOff } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useClearAllNotifications } from '../api/update-all-notifications.ts';
import { useClearNotification } from '../hooks/use-clear-notification.ts';
import { sortNewestFirst } from '../notification-list.ts';
import { NotificationEntry } from './notification-entry.tsx';

interface NotificationPanelProps {
  id: string;
  /** A followed link closes the panel. */
  onNavigate: () => void;
}

const NO_NOTIFICATIONS: NotificationDto[] = [];

/**
 * The panel the bell opens: 'Notifications', 'Clear All', and the entries newest first. 620px
 * wide and 500px tall on larger screens, the width of the screen on phones; the list scrolls.
 */
export function NotificationPanel({ id, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const notifications = useNotifications();
  const clearOne = useClearNotification();
  const clearAll = useClearAllNotifications();
  const entries = sortNewestFirst(notifications.data ?? NO_NOTIFICATIONS);
  // The pressed button goes with its entry: focus stays in the panel, at its top.
  const keepFocusInPanel = () => titleRef.current?.focus();

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="absolute inset-x-2 top-16 z-40 flex h-[500px] max-h-[calc(100dvh-5rem)] animate-fade-in flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 sm:inset-x-auto sm:top-12 sm:end-0 sm:w-[620px] sm:max-w-[calc(100vw-2rem)]"
    >
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="flex min-w-0 items-center gap-3">
          <h2
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className="rounded text-base font-semibold text-slate-900"
          >
            {translateMessage(NOTIFICATION_MESSAGES.panelTitle)}
          </h2>
          {/* A refresh keeps the list in place; only the first load replaces it. */}
          {notifications.isFetching && !notifications.isLoading && (
            <Spinner size="sm" label={translateMessage(NOTIFICATION_MESSAGES.loading)} showLabel />
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={entries.length === 0}
          isLoading={clearAll.isPending}
          onClick={() => clearAll.mutate(undefined, { onSuccess: keepFocusInPanel })}
        >
          {translateMessage(NOTIFICATION_MESSAGES.clearAll)}
        </Button>
      </header>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        {notifications.isLoading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label={translateMessage(NOTIFICATION_MESSAGES.loading)} showLabel />
          </div>
        ) : entries.length === 0 ? (
          // docs/product.md, "Notification panel": a failed fetch shows no message, so it looks the same as an empty list.
          <EmptyState
            icon={<BellOff className="size-7" />}
            title={translateMessage(NOTIFICATION_MESSAGES.empty)}
          >
            {t('panel.emptyHint')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                isClearing={clearOne.isPending && clearOne.variables.id === notification.id}
                onClear={() => clearOne.mutate(notification, { onSuccess: keepFocusInPanel })}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
