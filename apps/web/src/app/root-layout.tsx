import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';
import { useIsFirstScreenShown } from '../lib/first-screen.ts';
import { loadTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useAccountLanguage } from './use-account-language.ts';
import { useAccountTimeZone } from './use-account-time-zone.ts';
import { NavigationBar } from './navigation-bar.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { applyCallNotification, forgetCalls } from '../features/calls/ringing-store.ts';
import { useNotificationSocket } from '../features/notifications/hooks/use-notification-socket.ts';

/** Only a signed-in person can be called: a visitor's first page loads none of its code, nor its texts. */
const RingingCallDialog = lazy(async () => {
  const [module] = await Promise.all([import('../features/calls/components/incoming-call-dialog.tsx'), loadTexts()]);
  return { default: module.RingingCallDialog };
});

/** The frame of every page: skip link, navigation bar, the page, a quiet footer. */
export function RootLayout() {
  const isNavigating = useNavigation().state === 'loading';
  const isSignedIn = useAuthStore((state) => Boolean(state.token));
  useAccountLanguage();
  useAccountTimeZone();
  // Every text of the frame re-renders in a newly chosen language.
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        {t('shell.skipToContent')}
      </a>
      {isNavigating && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gradient-to-r from-brand-400 via-accent-300 to-brand-500"
        />
      )}
      <NavigationBar />
      <OfflineBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="flex flex-col items-center gap-1 border-t border-slate-200/80 px-4 py-6 text-center text-sm text-slate-600">
        <span>{t('shell.footer')}</span>
        {/* A link on its own line, not inside a sentence: a whole tap target on a phone. */}
        <TextLink to="/privacy" className="inline-flex min-h-11 items-center px-2">
          {t('footerLink', { ns: 'privacy' })}
        </TextLink>
      </footer>
      {isSignedIn && <LiveNotifications />}
      {/* An incoming call rings on every page (docs/product.md, "Video calls"). */}
      {isSignedIn && <DeferredCallDialog />}
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The signed-in person's notification socket and the store of ringing calls it feeds, open from
 * the first page on: a ring is pushed once, so it cannot wait for the bell and the call dialog,
 * which come after the page's first screen and read what came before them.
 */
function LiveNotifications() {
  useNotificationSocket(applyCallNotification);
  // Mounted while someone is signed in: signing out forgets any call.
  useEffect(() => forgetCalls, []);
  return null;
}

/**
 * The call dialog's code, once the page's first screen is drawn (`useIsFirstScreenShown`); it
 * shows a call that rang before it came.
 */
function DeferredCallDialog() {
  if (!useIsFirstScreenShown()) return null;
  return (
    <Suspense fallback={null}>
      <RingingCallDialog />
    </Suspense>
  );
}

/** Shown while the first page's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
