import { Bell, BellOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, IconButton } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

interface NotificationBellProps {
  /** Unread notifications; the badge is hidden at 0 (SPEC §2). */
  unreadCount: number;
}

/**
 * The bell of the navigation bar and the panel it toggles. The list itself arrives with the
 * notifications feature; until then the panel shows its empty state.
 */
export function NotificationBell({ unreadCount }: NotificationBellProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const badgeId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsideClick(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') setIsOpen(false);
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
        label="Notifications"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-describedby={unreadCount > 0 ? badgeId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        icon={<Bell aria-hidden="true" className="size-5" />}
      >
        {unreadCount > 0 && (
          <>
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
            <span id={badgeId} className="sr-only">
              {`${unreadCount} unread`}
            </span>
          </>
        )}
      </IconButton>
      {isOpen && <NotificationPanel id={panelId} />}
    </div>
  );
}

function NotificationPanel({ id }: { id: string }) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="absolute inset-x-2 top-16 z-40 flex h-[500px] max-h-[calc(100vh-5rem)] animate-fade-in flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 sm:inset-x-auto sm:top-12 sm:right-0 sm:w-[620px] sm:max-w-[calc(100vw-2rem)]"
    >
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
        <Button variant="ghost" size="sm" disabled>
          Clear All
        </Button>
      </header>
      <div className="flex-1 overflow-y-auto">
        <EmptyState icon={<BellOff className="size-7" />} title="You are all caught up">
          New class stories, messages and missed calls will show here.
        </EmptyState>
      </div>
    </section>
  );
}
