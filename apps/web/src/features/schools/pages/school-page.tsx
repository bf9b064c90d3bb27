import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { SchoolStaffDto } from '@homeroom/contract/school-staff';
import { ChartColumn, FileUp, Lock, Megaphone, School, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { placeOf } from '../../../lib/school-place.ts';
import { useSchoolRoster } from '../api/get-school-roster.ts';
import { useSchoolStaff } from '../api/get-school-staff.ts';
import { RosterSection } from '../components/roster-section.tsx';
import { StaffSection } from '../components/staff-section.tsx';

/** The School page of a school's leaders (docs/decisions.md, "School leaders"): waiting teachers, staff, classes and roster. */
export function SchoolPage({ extraSections }: { extraSections?: ReactNode } = {}) {
  const { t } = useTranslation('schools');
  const staffQuery = useSchoolStaff();
  return (
    <PageGate
      query={staffQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title={t('page.forLeaders')}
          action={<ButtonLink to="/profile?tab=school">{t('page.yourSchool')}</ButtonLink>}
        >
          {translateMessage(SCHOOL_MESSAGES.leadersOnly)}
        </PageMessage>
      }
      notFound={
        <PageMessage
          icon={<SearchX className="size-7" />}
          title={t('page.notFound')}
          action={<ButtonLink to="/profile?tab=school">{t('page.yourSchool')}</ButtonLink>}
        >
          {t('page.notFoundText')}
        </PageMessage>
      }
      loadError={{ title: t('page.title'), heading: t('page.loadFailed') }}
    >
      {(staff) => <SchoolView staff={staff} extraSections={extraSections} />}
    </PageGate>
  );
}

function SchoolView({ staff, extraSections }: { staff: SchoolStaffDto; extraSections?: ReactNode }) {
  const { t } = useTranslation('schools');
  const viewerId = useAuthStore((state) => state.account?.id);
  const rosterQuery = useSchoolRoster();
  const { school } = staff;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('pageTitle', { ns: 'common', title: school.name })}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
            <School aria-hidden="true" className="size-8" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{school.name}</h1>
            <p className="text-sm text-slate-700">{placeOf(school)}</p>
          </div>
        </div>
        <nav aria-label={t('page.tools')} className="flex flex-wrap gap-2">
          <ButtonLink
            to="/school/announcements"
            variant="secondary"
            icon={<Megaphone aria-hidden="true" className="size-4" />}
          >
            {t('page.announcements')}
          </ButtonLink>
          <ButtonLink
            to="/school/reports"
            variant="secondary"
            icon={<ChartColumn aria-hidden="true" className="size-4" />}
          >
            {t('page.reports')}
          </ButtonLink>
          <ButtonLink to="/roster" variant="secondary" icon={<FileUp aria-hidden="true" className="size-4" />}>
            {t('page.importRoster')}
          </ButtonLink>
        </nav>
      </header>
      {extraSections}
      <Card className="p-4 sm:p-6">
        <StaffSection staff={staff} viewerId={viewerId} />
      </Card>
      <Card className="p-4 sm:p-6">
        {rosterQuery.isPending ? (
          <Spinner label={t('page.loadingRoster')} showLabel />
        ) : rosterQuery.isError ? (
          <StatusMessage tone="error">
            {t('page.rosterFailed')}
          </StatusMessage>
        ) : (
          <RosterSection roster={rosterQuery.data} />
        )}
      </Card>
    </div>
  );
}
