import { Bell, MessagesSquare, School, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useIsLoggedIn } from '../../../lib/auth-store.ts';

const FEATURES = [
  {
    id: 'classroom',
    title: 'features.classroomTitle',
    description: 'features.classroomDescription',
    icon: School,
    tint: 'bg-brand-50 text-brand-700',
  },
  {
    id: 'messaging',
    title: 'features.messagingTitle',
    description: 'features.messagingDescription',
    icon: MessagesSquare,
    tint: 'bg-sky-50 text-sky-700',
  },
  {
    id: 'video',
    title: 'features.videoTitle',
    description: 'features.videoDescription',
    icon: Video,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    id: 'notifications',
    title: 'features.notificationsTitle',
    description: 'features.notificationsDescription',
    icon: Bell,
    tint: 'bg-accent-50 text-accent-600',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tint: string;
}[];

export function FeaturesPage() {
  const { t } = useTranslation('landing');
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-20">
      <title>{t('features.pageTitle')}</title>
      <header className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('features.heading')}</h1>
        <p className="text-lg text-slate-700">{t('features.subtitle')}</p>
      </header>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {FEATURES.map(({ id, title, description, icon: Icon, tint }) => (
          <li key={id} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-1.5">
              <h2 className="text-lg font-semibold text-slate-900">{t(title)}</h2>
              <p className="text-slate-700">{t(description)}</p>
            </div>
          </li>
        ))}
      </ul>
      {!isLoggedIn && (
        <div className="mt-12 flex flex-col items-center gap-4 rounded-3xl bg-brand-700 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{t('features.ctaHeading')}</h2>
          <p className="max-w-md text-brand-50">{t('features.ctaText')}</p>
          <ButtonLink to="/register" variant="secondary" size="lg">
            {t('features.ctaButton')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
