import type { UserDto } from '@homeroom/contract/accounts';
import { SCHOOL_ANNOUNCEMENT_MESSAGES } from '@homeroom/contract/school-announcements';
import { ArrowLeft, Lock, Megaphone, SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { useSchoolAnnouncements } from '../api/list-school-announcements.ts';
import { SchoolAnnouncementsPanel } from '../components/school-announcements-panel.tsx';

/** The school a leader leads, or null for anyone else. */
function ledSchoolOf(user: UserDto | undefined): { id: number; name: string } | null {
  const teacher = user?.teacher;
  return teacher?.school && teacher.school_role === 'leader' ? teacher.school : null;
}

/** The schools whose announcements the user reads, by name: their own once approved, their children's. */
function schoolsOf(user: UserDto | undefined): Map<number, string> {
  const schools = new Map<number, string>();
  const teacher = user?.teacher;
  if (teacher?.school && teacher.school_role !== 'pending')
    schools.set(teacher.school.id, teacher.school.name);
  for (const child of user?.parent?.children ?? []) {
    const school = child.school_class.school;
    if (school) schools.set(school.id, school.name);
  }
  return schools;
}

/**
 * /school/announcements (`?school=` for one school): a leader writes to the whole school here;
 * families and teachers read, arriving from the notification or from Home. Opening it clears the
 * school's notifications (the server does, on reading the list).
 */
export function SchoolAnnouncementsPage() {
  const { t } = useTranslation('schoolAnnouncements');
  const [searchParams] = useSearchParams();
  const param = searchParams.get('school');
  const schoolId = param === null ? undefined : idFromParam(param);
  const userQuery = useCurrentUser();
  const announcementsQuery = useSchoolAnnouncements(schoolId ?? undefined);
  if (schoolId === null) return <SchoolNotFound />;

  const ledSchool = ledSchoolOf(userQuery.data);
  const canManage = ledSchool !== null && (schoolId === undefined || schoolId === ledSchool.id);
  const schools = schoolsOf(userQuery.data);
  const schoolName =
    schoolId === undefined
      ? schools.size === 1
        ? [...schools.values()][0]
        : undefined
      : schools.get(schoolId);

  return (
    <PageGate
      query={announcementsQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title={t('page.notYourSchool')}
          action={<ButtonLink to="/home">{t('page.backHome')}</ButtonLink>}
        >
          {translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.notMember)}
        </PageMessage>
      }
      notFound={<SchoolNotFound />}
      loadError={{
        title: translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.pageTitle),
        heading: translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.loadFailed),
      }}
    >
      {(announcements) =>
        userQuery.isSuccess && schools.size === 0 && announcements.length === 0 ? (
          <PageMessage
            icon={<Megaphone className="size-7" />}
            title={translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.pageTitle)}
            action={<ButtonLink to="/profile">{t('page.goToProfile')}</ButtonLink>}
          >
            {translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.noSchool)}
          </PageMessage>
        ) : (
          <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
            <title>
              {t('page.title', { title: translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.pageTitle) })}
            </title>
            <TextLink to="/home" className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('page.home')}
            </TextLink>
            <header className="flex items-center gap-4">
              <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
                <Megaphone aria-hidden="true" className="size-8" />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
                  {translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.pageTitle)}
                </h1>
                {(canManage ? ledSchool?.name : schoolName) && (
                  <p className="break-words text-slate-700">{canManage ? ledSchool?.name : schoolName}</p>
                )}
              </div>
            </header>
            <Card className="p-4 sm:p-6">
              <SchoolAnnouncementsPanel
                announcements={announcements}
                canManage={canManage}
                showSchool={new Set(announcements.map((announcement) => announcement.school.id)).size > 1}
              />
            </Card>
          </div>
        )
      }
    </PageGate>
  );
}

function SchoolNotFound() {
  const { t } = useTranslation('schoolAnnouncements');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('page.notFound')}
      action={<ButtonLink to="/home">{t('page.backHome')}</ButtonLink>}
    >
      {t('page.notFoundText')}
    </PageMessage>
  );
}
