import type { ClassPageDto } from '@homeroom/contract/classes';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-messages';
import {
  ArrowLeft,
  BookOpen,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  ListChecks,
  GraduationCap,
  Lock,
  Eye,
  Megaphone,
  School,
  SearchX,
  UserX,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useParams, useSearchParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { teacherNamesOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { placeOf } from '../../../lib/school-place.ts';
import { useMarkClassContentRead, type ClassContentType } from '../../../lib/use-mark-class-content-read.ts';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash.ts';
import { StoriesPanel } from '../../stories/components/stories-panel.tsx';
import { useRecordContentReads } from '../../../lib/use-record-content-reads.ts';
import { useClassPage } from '../api/get-class-page.ts';
import { ArchivedBanner } from '../components/archived-banner.tsx';

/**
 * The first screen of a family is the Stories tab: every other tab, and what only teachers see,
 * is its own chunk, fetched when shown (DESIGN "Performance rules").
 */
const AnnouncementsPanel = lazy(() => import('../../announcements/components/announcements-panel.tsx').then((module) => ({ default: module.AnnouncementsPanel })));
const AssignmentsPanel = lazy(() => import('../../assignments/components/assignments-panel.tsx').then((module) => ({ default: module.AssignmentsPanel })));
const ConferencesPanel = lazy(() => import('../../conferences/components/conferences-panel.tsx').then((module) => ({ default: module.ConferencesPanel })));
const EventsPanel = lazy(() => import('../../events/components/events-panel.tsx').then((module) => ({ default: module.EventsPanel })));
const FormsPanel = lazy(() => import('../../forms/components/forms-panel.tsx').then((module) => ({ default: module.FormsPanel })));
const StickerAwardsPanel = lazy(() => import('../../stickers/components/sticker-awards-panel.tsx').then((module) => ({ default: module.StickerAwardsPanel })));
const StudentsPanel = lazy(() => import('../../students/components/students-panel.tsx').then((module) => ({ default: module.StudentsPanel })));
const ReadByPanel = lazy(() => import('../../read-receipts/components/read-by-panel.tsx').then((module) => ({ default: module.ReadByPanel })));
const SignupsPanel = lazy(() => import('../../signups/components/signups-panel.tsx').then((module) => ({ default: module.SignupsPanel })));
const AbsencesPanel = lazy(() => import('../../absences/components/absences-panel.tsx').then((module) => ({ default: module.AbsencesPanel })));
const ReadOnlyAssignments = lazy(() => import('../components/read-only-assignments.tsx').then((module) => ({ default: module.ReadOnlyAssignments })));
const ReadOnlyClassroom = lazy(() => import('../components/read-only-classroom.tsx').then((module) => ({ default: module.ReadOnlyClassroom })));
const EndYearDialog = lazy(() => import('../components/end-year-dialog.tsx').then((module) => ({ default: module.EndYearDialog })));
const ClassTeachers = lazy(() => import('../components/class-teachers.tsx').then((module) => ({ default: module.ClassTeachers })));

type ClassTabId = 'classroom' | 'stories' | 'announcements' | 'events' | 'assignments' | 'forms' | 'signups' | 'absences' | 'conferences';

/** Each tab's label (a key of the `classes` namespace) and icon. */
const TAB_ITEMS = {
  classroom: { label: 'tabs.classroom', icon: <Users aria-hidden="true" className="size-4" /> },
  stories: { label: 'tabs.stories', icon: <BookOpen aria-hidden="true" className="size-4" /> },
  announcements: { label: 'tabs.announcements', icon: <Megaphone aria-hidden="true" className="size-4" /> },
  events: { label: 'tabs.events', icon: <CalendarDays aria-hidden="true" className="size-4" /> },
  assignments: { label: 'tabs.assignments', icon: <ClipboardList aria-hidden="true" className="size-4" /> },
  forms: { label: 'tabs.forms', icon: <ClipboardCheck aria-hidden="true" className="size-4" /> },
  signups: { label: 'tabs.signups', icon: <ListChecks aria-hidden="true" className="size-4" /> },
  absences: { label: 'tabs.absences', icon: <UserX aria-hidden="true" className="size-4" /> },
  conferences: { label: 'tabs.conferences', icon: <CalendarClock aria-hidden="true" className="size-4" /> },
} as const satisfies Record<ClassTabId, { label: string; icon: ReactNode }>;

/** The tabs of each role, in the order of docs/product.md, "Class page"; Stories opens first. */
const TEACHER_TABS: readonly ClassTabId[] = [
  'classroom',
  'stories',
  'announcements',
  'events',
  'assignments',
  'forms',
  'signups',
  'absences',
  'conferences',
];
const PARENT_TABS: readonly ClassTabId[] = ['stories', 'announcements', 'events', 'forms', 'signups', 'absences', 'conferences'];
/** A leader of the school sees what the teacher sees, read only (docs/decisions.md, "School leaders"). */
const LEADER_TABS = TEACHER_TABS;

/** How the viewer belongs to the class: its teacher, a parent, or a leader of its school reading it. */
type ClassViewer = 'teacher' | 'parent' | 'leader';
const DEFAULT_TAB: ClassTabId = 'stories';

/** What each tab shows of the notifications' kinds: opening it reads them (docs/product.md, "The bell tells the truth"). */
const TAB_CONTENT: Record<ClassTabId, readonly ClassContentType[]> = {
  classroom: [],
  stories: ['Story'],
  announcements: ['Announcement'],
  events: ['Event'],
  assignments: [],
  forms: [],
  signups: ['Signup'],
  absences: ['Absence'],
  conferences: [],
};

/** Where each viewer came from. */
const BACK_LINKS = {
  teacher: { to: '/profile?tab=classes', label: 'page.backToClasses' },
  parent: { to: '/profile?tab=children', label: 'page.backToChildren' },
  leader: { to: '/school', label: 'page.backToSchool' },
} as const satisfies Record<ClassViewer, { to: string; label: string }>;

export function ClassPage() {
  const classId = idFromParam(useParams().id);
  if (classId === null) return <ClassNotFound />;
  return <ClassPageContent classId={classId} />;
}

function ClassPageContent({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  const classQuery = useClassPage(classId);

  return (
    <PageGate
      query={classQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title={t('page.forbiddenTitle')}
          action={<ButtonLink to="/profile">{t('page.backToProfile')}</ButtonLink>}
        >
          {translateMessage(SCHOOL_MESSAGES.classForbidden)}
        </PageMessage>
      }
      notFound={<ClassNotFound />}
      loadError={{ title: t('page.loadErrorTitle'), heading: t('page.loadErrorHeading') }}
    >
      {(classPage) => <ClassView classPage={classPage} />}
    </PageGate>
  );
}

function ClassNotFound() {
  const { t } = useTranslation('classes');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('page.notFoundTitle')}
      action={<ButtonLink to="/profile">{t('page.backToProfile')}</ButtonLink>}
    >
      {t('page.notFoundText')}
    </PageMessage>
  );
}

function ClassView({ classPage }: { classPage: ClassPageDto }) {
  const { t } = useTranslation('classes');
  const accountId = useAuthStore((state) => state.account?.id);
  const accountType = useAuthStore((state) => state.accountType);
  // The server shows the class only to its teachers (owner and co-teachers), its students'
  // parents and its school's leaders: any other teacher who sees it leads the school.
  const isTeacher = classPage.teachers.some((teacher) => teacher.user.id === accountId);
  const viewer: ClassViewer = isTeacher ? 'teacher' : accountType === 'teacher' ? 'leader' : 'parent';
  const tabIds = { teacher: TEACHER_TABS, leader: LEADER_TABS, parent: PARENT_TABS }[viewer];
  const tabs: TabItem<ClassTabId>[] = tabIds.map((id) => ({
    id,
    label: t(TAB_ITEMS[id].label),
    icon: TAB_ITEMS[id].icon,
  }));
  // The open tab lives in the address, so a reload or a shared link opens the same tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? DEFAULT_TAB;
  useMarkClassContentRead(classPage.id, TAB_CONTENT[selected]);
  // What a family's open tab shows counts as read (docs/product.md, "Read receipts").
  useRecordContentReads(
    classPage.id,
    {
      announcements: selected === 'announcements' ? classPage.announcements.map((item) => item.id) : [],
      stories: selected === 'stories' ? classPage.stories.map((item) => item.id) : [],
      events: selected === 'events' ? classPage.events.map((item) => item.id) : [],
    },
    viewer === 'parent',
  );
  useScrollToHash(true);
  // An archived class is read only for everyone (docs/decisions.md, "A new school year").
  const isArchived = Boolean(classPage.archived_at);
  const [yearEnded, setYearEnded] = useState<{
    moved: number;
    leftBehind: number;
    targetId: number;
    targetName: string;
  } | null>(null);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${classPage.name} · Homeroom`}</title>
      <TextLink
        to={BACK_LINKS[viewer].to}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t(BACK_LINKS[viewer].label)}
      </TextLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <ClassHeader classPage={classPage} />
        {isTeacher && !isArchived && (
          <Suspense fallback={null}>
            <EndYearDialog classPage={classPage} onEnded={setYearEnded} />
          </Suspense>
        )}
      </div>
      {viewer === 'leader' && (
        <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          {t('page.leaderNotice')}
        </p>
      )}
      {yearEnded && (
        <StatusMessage tone="success">
          {yearEnded.leftBehind > 0
            ? t('page.yearEndedWithArchive', { count: yearEnded.moved, leftBehind: yearEnded.leftBehind })
            : t('page.yearEnded', { count: yearEnded.moved })}
          <TextLink to={`/class/${yearEnded.targetId}`}>
            {yearEnded.targetName
              ? t('page.openClass', { name: yearEnded.targetName })
              : t('page.openNewClass')}
          </TextLink>
        </StatusMessage>
      )}
      {classPage.archived_at && <ArchivedBanner archivedAt={classPage.archived_at} />}
      <Card className="p-4 sm:p-6">
        <Tabs
          label={t('page.sectionsLabel')}
          tabs={tabs}
          selected={selected}
          onSelect={(id) => setSearchParams(id === DEFAULT_TAB ? {} : { tab: id }, { replace: true })}
        >
          <Suspense fallback={<TabPanelLoading />}>
            <ClassTabPanel
              tab={selected}
              classPage={classPage}
              userId={accountId}
              viewer={viewer}
              canChange={isTeacher && !isArchived}
            />
          </Suspense>
        </Tabs>
      </Card>
    </div>
  );
}

function ClassHeader({ classPage }: { classPage: ClassPageDto }) {
  const { t } = useTranslation('classes');
  const { school } = classPage;
  return (
    <header className="flex items-center gap-4">
      <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
        <Users aria-hidden="true" className="size-8" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{classPage.name}</h1>
        <ul className="flex flex-col gap-x-5 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
          <li className="flex items-center gap-1.5">
            <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span>
              <span className="sr-only">{t('page.teacherLabel', { count: classPage.teachers.length })}</span>
              {teacherNamesOf(classPage)}
            </span>
          </li>
          {school && (
            <li className="flex items-center gap-1.5">
              <School aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span>
                <span className="sr-only">{t('page.schoolLabel')}</span>
                {school.name}
                <span className="text-slate-600">{` · ${placeOf(school)}`}</span>
              </span>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}

/** Holds the panel's place while its code loads, so nothing below it moves twice. */
function TabPanelLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

interface ClassTabPanelProps {
  tab: ClassTabId;
  classPage: ClassPageDto;
  /** The signed-in user: one of the class's teachers, a parent of one of its students, or a leader of its school. */
  userId: number | undefined;
  viewer: ClassViewer;
  /** The teacher of a class whose year has not ended. */
  canChange: boolean;
}

function ClassTabPanel({ tab, classPage, userId, viewer, canChange }: ClassTabPanelProps) {
  const isTeacher = viewer === 'teacher';
  // A leader of the school reads without taking part; so does everyone once the year has ended.
  const isArchived = Boolean(classPage.archived_at);
  const isReadOnly = viewer === 'leader' || isArchived;
  switch (tab) {
    case 'classroom':
      if (viewer === 'leader') return <ReadOnlyClassroom students={classPage.students} />;
      return (
        <div className="flex flex-col gap-8">
          {/* Nobody joins or leaves the teachers of a class whose year has ended. */}
          {canChange && <ClassTeachers classPage={classPage} userId={userId} />}
          <StudentsPanel
            classId={classPage.id}
            students={classPage.students}
            readOnly={!canChange}
            renderStickers={(student) => <StickerAwardsPanel classId={classPage.id} student={student} />}
          />
        </div>
      );
    case 'stories':
      return (
        <StoriesPanel
          classId={classPage.id}
          stories={classPage.stories}
          canManage={canChange}
          canComment={!isReadOnly}
          renderReceipt={(story) => viewer !== 'parent' && <ReadByPanel classId={classPage.id} kind="story" itemId={story.id} viewer={viewer} isReadOnly={isReadOnly} />}
        />
      );
    case 'announcements':
      return (
        <AnnouncementsPanel
          classId={classPage.id}
          announcements={classPage.announcements}
          canManage={canChange}
          renderReceipt={(announcement) => (
            <ReadByPanel
              classId={classPage.id}
              kind="announcement"
              itemId={announcement.id}
              viewer={viewer}
              needsAcknowledgement={announcement.needs_acknowledgement}
              isReadOnly={isReadOnly}
            />
          )}
        />
      );
    case 'events':
      return (
        <EventsPanel
          classId={classPage.id}
          events={classPage.events}
          viewer={{ userId, isTeacher, isReadOnly }}
          renderReceipt={(event) => viewer !== 'parent' && <ReadByPanel classId={classPage.id} kind="event" itemId={event.id} viewer={viewer} isReadOnly={isReadOnly} />}
        />
      );
    case 'assignments':
      if (viewer === 'leader') return <ReadOnlyAssignments assignments={classPage.assignments} />;
      return <AssignmentsPanel classPage={classPage} />;
    case 'forms':
      return <FormsPanel classId={classPage.id} students={classPage.students} canManage={canChange} />;
    case 'signups':
      return <SignupsPanel classId={classPage.id} viewer={{ isTeacher, isFamily: viewer === 'parent', isReadOnly }} />;
    case 'absences':
      return <AbsencesPanel classId={classPage.id} viewer={{ role: viewer, isReadOnly: isArchived }} />;
    case 'conferences':
      return <ConferencesPanel classId={classPage.id} canManage={canChange} canBook={viewer === 'parent' && !isArchived} />;
  }
}
