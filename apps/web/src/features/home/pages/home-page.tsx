import type { HomeDto } from '@homeroom/contract/home';
import { HOME_MESSAGES } from '@homeroom/contract/home';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PageGate } from '../../../components/page-gate.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useHome } from '../api/get-home.ts';
import { FirstStep } from '../components/first-step.tsx';
import { SchoolNews } from '../components/school-news.tsx';
import { ChildrenSection, ClassNews, HelpingSection } from '../components/parent-home.tsx';
import { TeacherClassNeeds } from '../components/teacher-class-needs.tsx';
import { UnreadMessages } from '../components/unread-messages.tsx';

interface HomePageProps {
  /** Sections of other features a teacher's Home shows beside its own (joined by the app layer). */
  teacherSections?: ReactNode;
}

/** /home: where signing in lands; what is new for a parent, what needs a teacher (docs/product.md, "Home"). */
export function HomePage({ teacherSections }: HomePageProps = {}) {
  const { t } = useTranslation('home');
  const homeQuery = useHome();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('page.title')}</title>
      <PageGate
        query={homeQuery}
        loadingLabel={t('page.loading')}
        notFound={null}
        loadError={{ title: translateMessage(HOME_MESSAGES.title), heading: t('page.loadFailed') }}
      >
        {(home) => <HomeView home={home} teacherSections={teacherSections} />}
      </PageGate>
    </div>
  );
}

function Greeting({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation('home');
  const firstName = useAuthStore((state) => state.account?.first_name);
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {translateMessage(HOME_MESSAGES.title)}
      </p>
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {firstName ? t('page.welcomeName', { name: firstName }) : t('page.welcome')}
      </h1>
      <p className="text-slate-600">{subtitle}</p>
    </header>
  );
}

export function HomeView({ home, teacherSections }: { home: HomeDto; teacherSections?: ReactNode }) {
  const { t } = useTranslation('home');
  const isLeader = useAuthStore((state) => state.account?.teacher?.school_role === 'leader');
  if (home.role === 'none') {
    return (
      <>
        <Greeting subtitle={t('page.intro')} />
        <FirstStep step="choose_account_type" />
      </>
    );
  }

  if (home.role === 'teacher') {
    return (
      <>
        <Greeting
          subtitle={
            home.classes.length === 0
              ? t('page.settingUp')
              : home.school
                ? t('page.teacherTodayAt', { school: home.school.name })
                : t('page.teacherToday')
          }
        />
        {home.first_step && <FirstStep step={home.first_step} />}
        <div className="grid items-start gap-6 lg:grid-cols-3">
          {home.classes.length > 0 && (
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              {home.classes.map((schoolClass) => (
                <TeacherClassNeeds key={schoolClass.id} schoolClass={schoolClass} />
              ))}
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-6">
            {home.classes.length > 0 && teacherSections}
            <SchoolNews posts={home.school_announcements} isLeader={isLeader} />
            <UnreadMessages messages={home.unread_messages} />
          </div>
        </div>
      </>
    );
  }

  const newCount = [
    ...home.school_announcements,
    ...home.classes.flatMap((schoolClass) => [
      ...schoolClass.stories,
      ...schoolClass.announcements,
      ...schoolClass.events,
    ]),
  ].filter((item) => item.is_new).length;
  return (
    <>
      <Greeting
        subtitle={
          home.children.length === 0
            ? t('page.settingUp')
            : newCount > 0
              ? t('page.parentNew')
              : translateMessage(HOME_MESSAGES.nothingNew)
        }
      />
      {home.first_step && <FirstStep step={home.first_step} />}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        {home.classes.length > 0 && (
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            {home.classes.map((schoolClass) => (
              <ClassNews
                key={schoolClass.id}
                schoolClass={schoolClass}
                childNames={home.children
                  .filter((child) => child.school_class.id === schoolClass.id)
                  .map((child) => child.name)}
              />
            ))}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <SchoolNews posts={home.school_announcements} />
          <UnreadMessages messages={home.unread_messages} />
          {home.children.length > 0 && <ChildrenSection childList={home.children} />}
          {home.next_helping && <HelpingSection event={home.next_helping} />}
        </div>
      </div>
    </>
  );
}
