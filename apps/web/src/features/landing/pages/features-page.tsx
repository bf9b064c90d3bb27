import { Bell, MessagesSquare, School, Video, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useIsLoggedIn } from '../../../lib/auth-store.ts';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  tint: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Classroom',
    description:
      'Announcements, stories and events, student portfolios, and stickers as rewards so parents can track a child’s progress.',
    icon: School,
    tint: 'bg-brand-50 text-brand-700',
  },
  {
    title: 'Messaging',
    description: 'Direct messages and group chats between teachers and parents.',
    icon: MessagesSquare,
    tint: 'bg-sky-50 text-sky-700',
  },
  {
    title: 'Video Chat',
    description: 'Built-in real-time calls, face to face, without another app.',
    icon: Video,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    title: 'Notifications',
    description: 'Alerts for new class stories, messages and missed calls, with customizable settings.',
    icon: Bell,
    tint: 'bg-accent-50 text-accent-600',
  },
];

export function FeaturesPage() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-20">
      <title>Features · Homeroom</title>
      <header className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Features</h1>
        <p className="text-lg text-slate-700">Communication made easy</p>
      </header>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {FEATURES.map(({ title, description, icon: Icon, tint }) => (
          <li key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-1.5">
              <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
              <p className="text-slate-700">{description}</p>
            </div>
          </li>
        ))}
      </ul>
      {!isLoggedIn && (
        <div className="mt-12 flex flex-col items-center gap-4 rounded-3xl bg-brand-700 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Bring your class together</h2>
          <p className="max-w-md text-brand-50">
            Create a free account as a teacher or a parent in under a minute.
          </p>
          <ButtonLink to="/register" variant="secondary" size="lg">
            Create an account
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
