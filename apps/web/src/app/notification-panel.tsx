import { Bell } from 'lucide-react';
import { NOTIFICATION_MESSAGES } from '@homeroom/contract/notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { IconButton } from '../components/ui/button.tsx';
import { useNotifications } from '../features/notifications/api/get-notifications.ts';
import { NotificationPanel } from '../features/notifications/components/notification-panel.tsx';
import { countUnread } from '../features/notifications/notification-list.ts';
import { formatNumber } from '../lib/format-date.ts';
import { translateMessage } from '../lib/i18n/i18n.ts';
import { useUnreadBadge } from '../lib/use-unread-badge.ts';

/**
 * The bell of the navigation bar, shown to users on every screen size, and the panel it toggles.
 * The list is fetched here and kept live by the frame's notification socket (`RootLayout`), so
 * the badge moves without a reload.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unreadCount = countUnread(useNotifications().data);
  useUnreadBadge(unreadCount);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const badgeId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsideClick(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      // Focus inside the panel would be lost with it, and focus on an entry just cleared is
      // already lost (on the page's body): either way it goes back to the bell.
      const focused = document.activeElement;
      if (!focused || focused === document.body || rootRef.current?.contains(focused))
        bellRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="sm:relative">
      <IconButton
        ref={bellRef}
        label={translateMessage(NOTIFICATION_MESSAGES.panelTitle)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-describedby={unreadCount > 0 ? badgeId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        icon={<Bell aria-hidden="true" className="size-5" />}
      >
        {/* Hidden at 0 (docs/product.md, "Navigation bar"). */}
        {unreadCount > 0 && (
          <>
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
            >
              {unreadCount > 99 ? t('bell.overflow', { max: formatNumber(99) }) : formatNumber(unreadCount)}
            </span>
            <span id={badgeId} className="sr-only">
              {t('bell.unread', { count: unreadCount })}
            </span>
          </>
        )}
      </IconButton>
      {isOpen && <NotificationPanel id={panelId} onNavigate={() => setIsOpen(false)} />}
    </div>
  );
}
