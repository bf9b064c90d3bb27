import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  GraduationCap,
  HeartHandshake,
  Link2,
  MessagesSquare,
  Star,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';

export function HomePage() {
  const { t } = useTranslation('landing');
  return (
    <div className="overflow-hidden">
      <title>{t('home.pageTitle')}</title>
      <section className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-24 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_20%_20%,var(--color-brand-100),transparent),radial-gradient(40%_50%_at_90%_30%,var(--color-accent-100),transparent)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-2 md:pt-20 md:pb-24">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
              {t('home.badge')}
            </p>
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              <Trans t={t} i18nKey={'home.heading'} components={{ 1: <span className="text-brand-700" /> }} />
            </h1>
            <p className="max-w-xl text-lg text-slate-700">{t('home.intro')}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink
                to="/login"
                size="lg"
                icon={<ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
                className="flex-row-reverse"
              >
                {t('home.getStarted')}
              </ButtonLink>
              <ButtonLink to="/features" size="lg" variant="secondary">
                {t('home.learnMore')}
              </ButtonLink>
            </div>
          </div>
          <ClassroomPreview />
        </div>
      </section>
      <section aria-labelledby="audiences-heading" className="border-t border-slate-200/80 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="audiences-heading" className="text-center text-2xl font-bold tracking-tight text-slate-900">
            {t('home.audiencesHeading')}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {AUDIENCES.map(({ id, title, description, icon: Icon }) => (
              <li
                key={id}
                className="flex flex-col gap-3 rounded-2xl bg-surface p-6 ring-1 ring-slate-200/80"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="text-slate-700">{t(description)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}

const AUDIENCES = [
  {
    id: 'teachers',
    title: 'audiences.teachersTitle',
    description: 'audiences.teachersDescription',
    icon: GraduationCap,
  },
  {
    id: 'parents',
    title: 'audiences.parentsTitle',
    description: 'audiences.parentsDescription',
    icon: HeartHandshake,
  },
  {
    id: 'students',
    title: 'audiences.studentsTitle',
    description: 'audiences.studentsDescription',
    icon: Link2,
  },
] as const satisfies readonly { id: string; title: string; description: string; icon: LucideIcon }[];

/** A glimpse of a class day: decoration only, so screen readers skip it. */
function ClassroomPreview() {
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-brand-200/50" />
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700">
            {t('preview.initials')}
          </span>
          <div className="flex flex-col">
            <span className="text-sm font-semibold text-slate-900">{t('preview.teacher')}</span>
            <span className="text-xs text-slate-600">{t('preview.postedStory')}</span>
          </div>
          <BookOpen className="ms-auto size-5 text-brand-600" />
        </div>
        <div className="flex h-32 items-end rounded-2xl bg-gradient-to-br from-brand-300 via-brand-400 to-brand-600 p-4">
          <span className="rounded-lg bg-white/90 px-2.5 py-1 text-sm font-semibold text-brand-900">
            {t('preview.storyTitle')}
          </span>
        </div>
        <div className="flex flex-col gap-2">
          <div className="max-w-[80%] self-start rounded-2xl rounded-es-md bg-slate-100 px-3.5 py-2 text-sm text-slate-800">
            {t('preview.parentMessage')}
          </div>
          <div className="max-w-[80%] self-end rounded-2xl rounded-ee-md bg-brand-700 px-3.5 py-2 text-sm text-white">
            {t('preview.teacherReply')}
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 text-xs font-medium text-slate-700">
          <span className="flex items-center justify-center gap-1.5 rounded-xl bg-accent-50 py-2">
            <Star className="size-4 text-accent-600" /> {t('preview.stickers')}
          </span>
          <span className="flex items-center justify-center gap-1.5 rounded-xl bg-brand-50 py-2">
            <CalendarDays className="size-4 text-brand-700" /> {t('preview.event')}
          </span>
          <span className="flex items-center justify-center gap-1.5 rounded-xl bg-sky-50 py-2">
            <Video className="size-4 text-sky-700" /> {t('preview.call')}
          </span>
        </div>
      </div>
      <div className="absolute end-2 -bottom-5 flex sm:-end-3 items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200">
        <MessagesSquare className="size-4 text-brand-700" /> {t('preview.newMessages')}
      </div>
    </div>
  );
}
