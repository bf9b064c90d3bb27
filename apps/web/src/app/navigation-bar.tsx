import { LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { IconButton } from '../components/ui/button.tsx';
import { useAuthStore, useIsLoggedIn } from '../lib/auth-store.ts';
import { classNames } from '../lib/class-names.ts';
import { useIsFirstScreenShown } from '../lib/first-screen.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { loadTexts } from '../lib/i18n/i18n.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageMenu } from './language-menu.tsx';

/** A task later: what was imported before has been evaluated in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Only a signed-in person has a bell: a visitor's first page loads none of its code, nor its texts.
 * The contract's schemas it checks its answers with (zod) come first, a part per task: evaluated
 * with the bell's code they made one task of 20 to 30 ms, four times that on a slow phone
 * (docs/decisions.md, "Lighthouse's TBT, round 6").
 */
const NotificationBell = lazy(async () => {
  await import('@homeroom/contract/accounts');
  await nextTask();
  await import('@homeroom/contract/notifications');
  await nextTask();
  const [module] = await Promise.all([import('./notification-panel.tsx'), loadTexts()]);
  return { default: module.NotificationBell };
});

interface NavItem {
  to: string;
  /** Its text's key in the `common` namespace. */
  label: NavigationLabel;
  /** Drawn as the call to action of the bar. */
  isPrimary?: boolean;
}

type NavigationLabel = `navigation.${'home' | 'features' | 'register' | 'logIn' | 'profile' | 'school' | 'chat' | 'logOut'}`;

const VISITOR_LINKS: readonly NavItem[] = [
  { to: '/', label: 'navigation.home' },
  { to: '/features', label: 'navigation.features' },
  { to: '/register', label: 'navigation.register' },
  { to: '/login', label: 'navigation.logIn', isPrimary: true },
];

const USER_LINKS: readonly NavItem[] = [
  { to: '/home', label: 'navigation.home' },
  { to: '/features', label: 'navigation.features' },
  { to: '/profile', label: 'navigation.profile' },
  { to: '/chatHub', label: 'navigation.chat' },
  { to: '/logout', label: 'navigation.logOut' },
];

/** A school's leaders also get its School page, after Profile. */
const LEADER_LINKS: readonly NavItem[] = USER_LINKS.flatMap((item) =>
  item.to === '/profile' ? [item, { to: '/school', label: 'navigation.school' }] : [item],
);

/** Visitors and users see different links (docs/product.md, "Navigation bar"); on small screens they fold into a menu. */
export function NavigationBar() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  // The stored account is refreshed whenever the user is fetched, so an appointment shows on the next page.
  const isLeader = useAuthStore((state) => state.account?.teacher?.school_role === 'leader');
  const links = isLoggedIn ? (isLeader ? LEADER_LINKS : USER_LINKS) : VISITOR_LINKS;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const [menuLocation, setMenuLocation] = useState(location.key);

  // A followed link closes the menu.
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setIsMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={isLoggedIn ? '/home' : '/'}
          className="flex min-h-11 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-slate-900"
        >
          <BrandMark className="size-8" />
          Homeroom
        </Link>

        <div className="flex items-center gap-1 md:gap-4">
          <nav aria-label={t('navigation.main')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((item) => (
                <li key={item.to}>
                  <DesktopNavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <LanguageMenu className="hidden md:flex" />
          {isLoggedIn && <DeferredNotificationBell />}
          <IconButton
            label={t('navigation.openMenu')}
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
            className="md:hidden"
            icon={<Menu aria-hidden="true" className="size-6" />}
          />
        </div>
      </div>
      {isMenuOpen && <MobileMenu links={links} onClose={() => setIsMenuOpen(false)} />}
    </header>
  );
}

/**
 * The bell once the page's first screen is drawn (`useIsFirstScreenShown`); its place is kept
 * before and while its code loads, so the bar does not move.
 */
function DeferredNotificationBell() {
  const placeholder = <span aria-hidden="true" className="inline-flex size-11 shrink-0" />;
  if (!useIsFirstScreenShown()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell />
    </Suspense>
  );
}

function DesktopNavLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  if (item.isPrimary) {
    return (
      <NavLink
        to={item.to}
        className="ms-2 inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t(item.label)}
      </NavLink>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      className={({ isActive }) =>
        classNames(
          'inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-medium transition-colors',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      {item.to === '/logout' && <LogOut aria-hidden="true" className="size-4" />}
      {t(item.label)}
    </NavLink>
  );
}

interface MobileMenuProps {
  links: readonly NavItem[];
  onClose: () => void;
}

/** The menu panel of small screens: a modal sheet, so focus stays inside until it closes. */
function MobileMenu({ links, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('navigation.menu')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className="m-0 ms-auto h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/40 md:hidden"
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <BrandMark className="size-7" />
          Homeroom
        </span>
        <IconButton label={t('navigation.closeMenu')} onClick={onClose} icon={<X aria-hidden="true" className="size-6" />} />
      </div>
      <nav aria-label={t('navigation.main')} className="p-3">
        <ul className="flex flex-col gap-1">
          {links.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={onClose}
                className={({ isActive }) =>
                  classNames(
                    'flex h-12 items-center gap-2 rounded-xl px-4 text-base font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
                  )
                }
              >
                {item.to === '/logout' && <LogOut aria-hidden="true" className="size-5" />}
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageMenu className="mt-3 px-1" />
      </nav>
    </dialog>
  );
}
