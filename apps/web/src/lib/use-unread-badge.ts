import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\+?\) /;

function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Puts "(3) " before the page's own title, or takes it away at 0; a title already right is left alone. */
function applyTitleCount(count: number): void {
  const base = document.title.replace(COUNT_PREFIX, '');
  const next = count > 0 ? `(${countLabel(count)}) ${base}` : base;
  if (document.title !== next) document.title = next;
}

/** The app icon's badge where the browser has one (an installed app); elsewhere nothing happens. */
function applyAppBadge(count: number): void {
  const badgeNavigator = navigator as Navigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  const pending = count > 0 ? badgeNavigator.setAppBadge?.(count) : badgeNavigator.clearAppBadge?.();
  // Refused outside an installed app or without permission: the bell and the title still say it.
  pending?.catch(() => {});
}

/**
 * The unread count on the tab title ("(3) Homeroom") and the app icon (docs/product.md,
 * "Notification panel"). Pages set their own titles as they open, so the title is watched and the
 * count put back in front of each new one.
 */
export function useUnreadBadge(count: number): void {
  useEffect(() => {
    applyTitleCount(count);
    applyAppBadge(count);
    const observer = new MutationObserver(() => applyTitleCount(count));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);

  // Signing out (the bell goes away) takes the count away.
  useEffect(
    () => () => {
      applyTitleCount(0);
      applyAppBadge(0);
    },
    [],
  );
}
