import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import type {
  HomeChildDto,
  HomeDto,
  HomeEventDto,
  HomeParentClassDto,
  HomePostDto,
  HomeSchoolPostDto,
  HomeTeacherClassDto,
  HomeUnreadMessagesDto,
} from '@homeroom/contract/home';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolAnnouncementsService } from '../school-announcements/school-announcements.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StoriesService } from '../stories/stories.service.ts';
import type { StickersService } from '../stickers/stickers.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import * as repo from './home.repo.ts';

/** Looks at Home closer together than this are one visit: what was new stays new until it ends. */
const VISIT_GAP_SECONDS = 30 * 60;
/** A first visit shows the last two weeks as new. */
const FIRST_VISIT_SECONDS = 14 * 24 * 3600;
/** How many stories and announcements of each class, and scores of each child, Home lists. */
const LATEST_PER_CLASS = 3;
const LATEST_SCORES_PER_CHILD = 3;
/** How many events to come of each class a parent's Home lists. */
const EVENTS_PER_CLASS = 3;

interface HomeSources {
  db: Database;
  accounts: AccountsService;
  schools: SchoolsService;
  classes: ClassesService;
  students: StudentsService;
  stickers: StickersService;
  announcements: AnnouncementsService;
  schoolAnnouncements: SchoolAnnouncementsService;
  events: EventsService;
  stories: StoriesService;
  assignments: AssignmentsService;
  notifications: NotificationsService;
}

type UpcomingEvent = Awaited<ReturnType<EventsService['listUpcomingEventsOfClasses']>>[number];

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function toPost(post: { id: number; title: string; createdAt: Date }, since: Date): HomePostDto {
  return {
    id: post.id,
    title: post.title,
    date: post.createdAt.toISOString(),
    is_new: post.createdAt > since,
  };
}

function toEvent(event: UpcomingEvent, since: Date): HomeEventDto {
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    helpers_required: event.helpersRequired,
    helpers_count: event.helpersCount,
    is_new: event.createdAt > since,
  };
}

export type HomeService = ReturnType<typeof createHomeService>;

/**
 * Home: what is new for a parent, what needs a teacher, the first step of a new account
 * (docs/product.md, "Home"). Built from the other features' services in a fixed number of
 * queries, run side by side: about twelve for a parent, eight for a teacher (school announcements included), whatever the numbers of
 * children, classes and items. Every list is scoped to the user's own children or classes.
 */
export function createHomeService(sources: HomeSources) {
  const {
    db,
    accounts,
    schools,
    classes,
    students,
    stickers,
    announcements,
    schoolAnnouncements,
    events,
    stories,
    assignments,
    notifications,
  } = sources;

  /** The latest announcements of the user's schools (those of their children's classes, or the one they teach at). */
  async function describeSchoolAnnouncements(actor: Actor, since: Date): Promise<HomeSchoolPostDto[]> {
    const schoolIds = await schoolAnnouncements.listSchoolIdsOfUser(actor);
    const latest = await schoolAnnouncements.listLatestSchoolAnnouncements(schoolIds, LATEST_PER_CLASS);
    return latest.map((announcement) => ({ ...toPost(announcement, since), school: { id: announcement.schoolId, name: announcement.schoolName } }));
  }

  /** The user's chats with unread messages, from their 'New message' notifications. */
  async function describeUnreadMessages(actor: Actor): Promise<HomeUnreadMessagesDto> {
    const entries = (await notifications.listNotifications(actor)).filter(
      (entry) => entry.type === 'Message' && entry.group,
    );
    const chats = entries.flatMap((entry) =>
      entry.group ? [{ group: entry.group, count: entry.qty_missed, updated_at: entry.updated_at }] : [],
    );
    return { count: chats.reduce((total, chat) => total + chat.count, 0), chats };
  }

  async function describeParentHome(parentId: number, since: Date) {
    const children = await students.listChildren({ id: parentId });
    const classIds = [...new Set(children.map((child) => child.school_class.id))];
    const childIds = children.map((child) => child.id);
    const [newStickers, scores, latestStories, latestAnnouncements, upcoming] = await Promise.all([
      stickers.countStickersSince(childIds, since),
      assignments.listLatestScoresOfStudents(childIds, LATEST_SCORES_PER_CHILD),
      stories.listLatestStoriesOfClasses(classIds, LATEST_PER_CLASS),
      announcements.listLatestAnnouncementsOfClasses(classIds, LATEST_PER_CLASS),
      events.listUpcomingEventsOfClasses(classIds, parentId),
    ]);
    const stickersByChild = groupBy(newStickers, (sticker) => sticker.studentId);
    const scoresByChild = groupBy(scores, (score) => score.studentId);
    const storiesByClass = groupBy(latestStories, (story) => story.schoolClassId);
    const announcementsByClass = groupBy(latestAnnouncements, (announcement) => announcement.schoolClassId);
    const eventsByClass = groupBy(upcoming, (event) => event.schoolClassId);

    const childDtos = children.map((child): HomeChildDto => ({
      id: child.id,
      name: child.name,
      image: child.image,
      school_class: {
        id: child.school_class.id,
        name: child.school_class.name,
        teacher: child.school_class.teacher,
        teachers: child.school_class.teachers,
      },
      new_stickers: (stickersByChild.get(child.id) ?? []).map((sticker) => ({
        type: sticker.type,
        count: sticker.count,
      })),
      scores: (scoresByChild.get(child.id) ?? []).flatMap((work) =>
        work.score === null
          ? []
          : [
              {
                assignment: { id: work.assignmentId, title: work.title, maximum_score: work.maximumScore },
                score: work.score,
                scored_at: (work.scoredAt ?? since).toISOString(),
                is_new: work.scoredAt !== null && work.scoredAt > since,
              },
            ],
      ),
    }));
    const classDtos = classIds.map((classId): HomeParentClassDto => {
      const child = children.find((candidate) => candidate.school_class.id === classId);
      return {
        id: classId,
        name: child?.school_class.name ?? '',
        stories: (storiesByClass.get(classId) ?? []).map((story) => toPost(story, since)),
        announcements: (announcementsByClass.get(classId) ?? []).map((announcement) =>
          toPost(announcement, since),
        ),
        events: (eventsByClass.get(classId) ?? [])
          .slice(0, EVENTS_PER_CLASS)
          .map((event) => toEvent(event, since)),
      };
    });
    const helping = upcoming.find((event) => event.isHelping);
    const helpingClass = helping && classDtos.find((schoolClass) => schoolClass.id === helping.schoolClassId);
    return {
      role: 'parent' as const,
      first_step: children.length === 0 ? ('link_child' as const) : null,
      children: childDtos,
      classes: classDtos,
      next_helping:
        helping && helpingClass
          ? { ...toEvent(helping, since), school_class: { id: helpingClass.id, name: helpingClass.name } }
          : null,
    };
  }

  async function describeTeacherHome(teacherId: number, schoolId: number | null, since: Date) {
    // A class whose year has ended has nothing to do on Home (docs/decisions.md, "A new school year").
    const teacherClasses = (await classes.listClassesOfTeacher(teacherId)).filter((schoolClass) => schoolClass.archivedAt === null);
    const classIds = teacherClasses.map((schoolClass) => schoolClass.id);
    const [school, unscored, upcoming, families] = await Promise.all([
      schools.findSchool(schoolId),
      assignments.countUnscoredResponses(classIds),
      events.listUpcomingEventsOfClasses(classIds),
      students.listClassFamilies(classIds),
    ]);
    const unscoredByClass = groupBy(unscored, (assignment) => assignment.schoolClassId);
    const shortByClass = groupBy(
      upcoming.filter((event) => event.helpersCount < event.helpersRequired),
      (event) => event.schoolClassId,
    );
    const familiesByClass = groupBy(families, (student) => student.schoolClassId);
    return {
      role: 'teacher' as const,
      first_step:
        school === null
          ? ('join_school' as const)
          : teacherClasses.length === 0
            ? ('create_class' as const)
            : null,
      school: school ? { id: school.id, name: school.name } : null,
      classes: teacherClasses.map((schoolClass): HomeTeacherClassDto => {
        const classFamilies = familiesByClass.get(schoolClass.id) ?? [];
        return {
          id: schoolClass.id,
          name: schoolClass.name,
          to_score: (unscoredByClass.get(schoolClass.id) ?? []).map((assignment) => ({
            assignment: { id: assignment.id, title: assignment.title },
            count: assignment.count,
          })),
          events_short_of_helpers: (shortByClass.get(schoolClass.id) ?? []).map((event) =>
            toEvent(event, since),
          ),
          unlinked_students: classFamilies.flatMap((student) =>
            student.inviteCode === null
              ? []
              : [{ id: student.id, name: student.name, invite_code: student.inviteCode }],
          ),
          student_count: classFamilies.length,
        };
      }),
    };
  }

  return {
    /** The user's Home; each call is a look at it, which moves "since the last visit" on (see `recordVisit`). */
    async getHome(actor: Actor): Promise<HomeDto> {
      const [profiles, since, unreadMessages] = await Promise.all([
        accounts.findProfiles(actor.userId),
        repo.recordVisit(db, actor.userId, {
          visitGapSeconds: VISIT_GAP_SECONDS,
          firstVisitSeconds: FIRST_VISIT_SECONDS,
        }),
        describeUnreadMessages(actor),
      ]);
      if (!profiles) throw AppError.unauthenticated(VALIDATION_MESSAGES.invalidToken);
      const common = { since: since.toISOString(), unread_messages: unreadMessages };
      if (profiles.teacherId !== null) {
        const [teacherHome, schoolPosts] = await Promise.all([
          describeTeacherHome(profiles.teacherId, profiles.schoolId, since),
          describeSchoolAnnouncements(actor, since),
        ]);
        return { ...common, ...teacherHome, school_announcements: schoolPosts };
      }
      if (profiles.parentId !== null) {
        const [parentHome, schoolPosts] = await Promise.all([describeParentHome(profiles.parentId, since), describeSchoolAnnouncements(actor, since)]);
        return { ...common, ...parentHome, school_announcements: schoolPosts };
      }
      return { ...common, role: 'none', first_step: 'choose_account_type' };
    },
  };
}
