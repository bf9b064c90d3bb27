import type { PortfolioDto } from '@homeroom/contract/students';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { Archive, GraduationCap, HeartHandshake, School, SearchX, ShieldBan, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { InviteCode } from '../../../components/invite-code.tsx';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { StickerCounts } from '../../../components/sticker-counts.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fullNameOf, teacherNamesOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { placeOf } from '../../../lib/school-place.ts';
import { ChildAccessLog } from '../components/child-access-log.tsx';
import { usePortfolio } from '../api/get-portfolio.ts';
import { InviteGuardianForm } from '../components/invite-guardian-form.tsx';
import { PortfolioAssignments } from '../components/portfolio-assignments.tsx';

/** What another feature shows a child's guardian on this page (the data export); the app hands it in. */
export type GuardianSection = (student: { id: number; name: string }) => ReactNode;

export function PortfolioPage({ guardianSection }: { guardianSection?: GuardianSection }) {
  const studentId = idFromParam(useParams().id);
  if (studentId === null) return <StudentNotFound />;
  return <PortfolioContent studentId={studentId} guardianSection={guardianSection} />;
}

function PortfolioContent({ studentId, guardianSection }: { studentId: number; guardianSection?: GuardianSection }) {
  const { t } = useTranslation('students');
  const portfolioQuery = usePortfolio(studentId);

  return (
    <PageGate
      query={portfolioQuery}
      loadingLabel={t('portfolio.loading')}
      forbidden={
        <PageMessage
          icon={<ShieldBan className="size-7" />}
          title={t('portfolio.forbidden')}
          action={<ButtonLink to="/profile">{t('portfolio.backToProfile')}</ButtonLink>}
        >
          {translateMessage(SCHOOL_MESSAGES.portfolioForbidden)}
        </PageMessage>
      }
      notFound={<StudentNotFound />}
      loadError={{ title: t('portfolio.title'), heading: t('portfolio.loadFailed') }}
    >
      {(portfolio) => <Portfolio portfolio={portfolio} guardianSection={guardianSection} />}
    </PageGate>
  );
}

function StudentNotFound() {
  const { t } = useTranslation('students');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('portfolio.notFoundTitle')}
      action={<ButtonLink to="/profile">{t('portfolio.backToProfile')}</ButtonLink>}
    >
      {t('portfolio.notFoundText')}
    </PageMessage>
  );
}

function Portfolio({ portfolio, guardianSection }: { portfolio: PortfolioDto; guardianSection?: GuardianSection }) {
  const { t } = useTranslation('students');
  const { school_class: schoolClass } = portfolio;
  // With earlier years, the top shows this year and each earlier class follows (docs/decisions.md, "A new school year").
  const [thisYear, ...earlierYears] = portfolio.class_years;
  const hasEarlierYears = thisYear !== undefined && earlierYears.length > 0;
  const { school } = schoolClass;
  const userId = useCurrentUser().data?.id;
  const isGuardian = portfolio.guardians.some((guardian) => guardian.user.id === userId);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('portfolio.pageTitle', { name: portfolio.name })}</title>
      <header className="flex items-center gap-4">
        <Avatar
          name={portfolio.name}
          src={portfolio.image}
          size="xl"
          className="shadow-md ring-4 ring-white"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('portfolio.title')}
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {portfolio.name}
          </h1>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-5">
        <Card className="flex flex-col gap-4 p-4 sm:p-6 md:col-span-3">
          <h2 className="text-base font-semibold text-slate-900">{t('portfolio.about')}</h2>
          <dl className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
            <PortfolioDetail icon={<Users className="size-4" />} term={t('portfolio.class')}>
              <TextLink to={`/class/${schoolClass.id}`}>{schoolClass.name}</TextLink>
            </PortfolioDetail>
            <PortfolioDetail
              icon={<GraduationCap className="size-4" />}
              term={schoolClass.teachers.length > 1 ? t('portfolio.teachers') : t('portfolio.teacher')}
            >
              {teacherNamesOf(schoolClass)}
            </PortfolioDetail>
            {school && (
              <PortfolioDetail icon={<School className="size-4" />} term={t('portfolio.school')}>
                {school.name}
                <span className="block text-slate-600">{placeOf(school)}</span>
              </PortfolioDetail>
            )}
            <PortfolioDetail
              icon={<HeartHandshake className="size-4" />}
              term={portfolio.guardians.length > 1 ? t('portfolio.guardians') : t('portfolio.parent')}
            >
              {portfolio.guardians.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {portfolio.guardians.map((guardian) => (
                    <li key={guardian.user.id}>{fullNameOf(guardian.user)}</li>
                  ))}
                </ul>
              ) : (
                <span className="flex flex-col gap-2">
                  <span>{t('portfolio.noParent')}</span>
                  {portfolio.invite_code && (
                    <span className="flex flex-col gap-1.5">
                      <span className="text-slate-600">{t('portfolio.inviteCode')}</span>
                      <InviteCode code={portfolio.invite_code.code} />
                    </span>
                  )}
                </span>
              )}
            </PortfolioDetail>
          </dl>
        </Card>
        <Card className="flex flex-col gap-4 p-4 sm:p-6 md:col-span-2">
          <h2 className="text-base font-semibold text-slate-900">
            {hasEarlierYears ? t('portfolio.stickersThisYear') : t('portfolio.stickers')}
          </h2>
          <StickerCounts
            stickers={hasEarlierYears ? thisYear.stickers : portfolio.stickers}
            variant="large"
          />
        </Card>
      </div>

      {isGuardian && (
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">{t('portfolio.inviteGuardian')}</h2>
          <InviteGuardianForm studentId={portfolio.id} studentName={portfolio.name} />
        </Card>
      )}

      {isGuardian && <ChildAccessLog studentId={portfolio.id} name={portfolio.name} />}

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">
          {hasEarlierYears ? t('portfolio.assignmentsThisYear') : t('portfolio.assignments')}
        </h2>
        <PortfolioAssignments
          name={portfolio.name}
          items={hasEarlierYears ? thisYear.portfolio : portfolio.portfolio}
        />
      </Card>

      {isGuardian && guardianSection?.({ id: portfolio.id, name: portfolio.name })}

      {hasEarlierYears && (
        <section aria-labelledby="earlier-years-heading" className="flex flex-col gap-4">
          <h2 id="earlier-years-heading" className="text-xl font-bold tracking-tight text-slate-900">
            {t('portfolio.earlierYears')}
          </h2>
          {earlierYears.map((year) => (
            <Card key={year.school_class.id} className="flex flex-col gap-4 p-4 sm:p-6">
              <h3 className="flex flex-wrap items-center gap-x-2 text-base font-semibold text-slate-900">
                <Archive aria-hidden="true" className="size-4 text-slate-500" />
                <TextLink to={`/class/${year.school_class.id}`}>{year.school_class.name}</TextLink>
                {year.school_class.archived_at && (
                  <span className="text-sm font-normal text-slate-600">
                    {t('portfolio.yearEnded', {
                      date: formatDate(year.school_class.archived_at, { month: 'long', year: 'numeric' }),
                    })}
                  </span>
                )}
              </h3>
              <StickerCounts stickers={year.stickers} className="self-start" />
              {year.portfolio.length === 0 ? (
                <p className="text-sm text-slate-600">{t('portfolio.noAssignmentsThatYear')}</p>
              ) : (
                <PortfolioAssignments name={portfolio.name} items={year.portfolio} />
              )}
            </Card>
          ))}
        </section>
      )}
    </div>
  );
}

function PortfolioDetail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="flex w-28 shrink-0 items-center gap-2 text-sm font-medium text-slate-600 sm:items-start">
        <span aria-hidden="true" className="text-slate-500 sm:mt-0.5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}
