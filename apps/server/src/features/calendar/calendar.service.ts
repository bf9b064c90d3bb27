import { webcalUrl, type CalendarFeedDto, type CalendarFeedStatusDto } from '@homeroom/contract/calendar';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { mailLanguage, type MailLanguage } from '../../infra/mail/mail-language.ts';
import { hashSecret, newSecret } from '../../infra/security/secrets.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import * as repo from './calendar.repo.ts';
import { writeCalendar, type CalendarEvent } from './icalendar.ts';

const PRODUCT_ID = '-//Homeroom//Class calendar//EN';
/** A feed's secret is `newSecret()`: 64 hex characters (256 bits). */
const FEED_TOKEN = /^[a-f0-9]{64}$/;

/**
 * A timed entry another feature adds to its people's feeds (a conference booking, a sign-up place): the calendar
 * writes it, the feature says whose it is and what it says, in the reader's language.
 */
export interface CalendarEntry {
  /** Unique within the feature's entries, `conference-12`: the event's UID starts with it. */
  key: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The page it opens, from the root. */
  path: string;
  updatedAt: Date;
  revision: number;
}

/** A feature whose entries appear in the feeds, registered with `addSource`. */
export interface CalendarSource {
  listCalendarEntriesOf(userId: number, language: MailLanguage): Promise<CalendarEntry[]>;
}

type CalendarEventRow = Awaited<ReturnType<EventsService['listCalendarEventsOfClasses']>>[number];

interface CalendarDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  students: StudentsService;
  events: EventsService;
  access: ClassAccess;
  /** The address Homeroom is reached at: feed addresses, event links and UIDs start with it. */
  publicUrl: string;
  now?: () => Date;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * Calendar feeds (docs/decisions.md, "Calendar feeds"): each user's private address with the
 * events of their children's classes (a parent, marked where they help) or of the classes they
 * teach (a teacher; a leader also their school's), and any one event as a `.ics` download.
 */
export function createCalendarService({ db, accounts, classes, students, events, access, publicUrl, now = () => new Date() }: CalendarDependencies) {
  const base = publicUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const feedUrl = (token: string) => `${base}/api/v1/calendar/${token}.ics`;

  function toCalendarEvent(event: CalendarEventRow, language: MailLanguage): CalendarEvent {
    const names = { eventName: event.name, className: event.className };
    const classUrl = `${base}/class/${event.schoolClassId}?tab=events`;
    const notes = [
      event.isHelping ? language.t('calendar.helping') : null,
      event.helpersRequired > 0 ? language.t('calendar.helpers', { count: event.helpersCount, required: event.helpersRequired }) : null,
      language.t('calendar.open', { url: classUrl }),
    ].filter((line): line is string => line !== null);
    return {
      uid: `event-${event.id}@${host}`,
      day: event.date,
      summary: language.t(event.isHelping ? 'calendar.helpingSummary' : 'calendar.summary', names),
      description: [event.description, '', ...notes].join('\n'),
      url: classUrl,
      lastModified: event.updatedAt,
      sequence: event.revision,
    };
  }

  /** The classes whose events the user's feed shows (docs/decisions.md, "Calendar feeds"), and the parent to mark as helping. */
  async function feedClassesOf(userId: number): Promise<{ classIds: number[]; parentId: number | null }> {
    const profiles = await accounts.findProfiles(userId);
    if (profiles?.parentId != null) {
      const children = await students.listChildren({ id: profiles.parentId });
      return { classIds: children.map((child) => child.school_class.id), parentId: profiles.parentId };
    }
    if (profiles?.teacherId != null) {
      const isLeader = profiles.schoolRole === 'leader' && profiles.schoolId !== null;
      const [taught, ofSchool] = await Promise.all([
        classes.listClassesOfTeacher(profiles.teacherId),
        isLeader && profiles.schoolId !== null ? classes.listClassesOfSchool(profiles.schoolId) : Promise.resolve([]),
      ]);
      return { classIds: [...taught, ...ofSchool].map((schoolClass) => schoolClass.id), parentId: null };
    }
    return { classIds: [], parentId: null };
  }

  const sources: CalendarSource[] = [];

  function entryEvent(entry: CalendarEntry): CalendarEvent {
    return {
      uid: `${entry.key}@${host}`,
      day: entry.start.toISOString().slice(0, 10),
      time: { start: entry.start, end: entry.end },
      summary: entry.summary,
      description: entry.description,
      url: `${base}${entry.path}`,
      lastModified: entry.updatedAt,
      sequence: entry.revision,
    };
  }

  async function languageOf(userId: number): Promise<{ language: MailLanguage; firstName: string }> {
    const user = await accounts.findUserById(userId);
    return { language: mailLanguage(user?.language), firstName: user?.firstName ?? '' };
  }

  return {
    /** Adds a feature's timed entries to every feed (wired in app.ts). */
    addSource(source: CalendarSource) {
      sources.push(source);
    },

    /** One entry as a `.ics` file; the feature has checked who may read it. */
    writeEntryFile(name: string, entry: CalendarEntry): string {
      return writeCalendar({ productId: PRODUCT_ID, name, stamp: now(), events: [entryEvent(entry)] });
    },

    /** Whether the user has an address, and since when (the address itself was shown once). */
    async getFeedStatus(actor: Actor): Promise<CalendarFeedStatusDto> {
      const feed = await repo.findFeedOfUser(db, actor.userId);
      return { has_feed: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
    },

    /** A new private address for the user; the one before answers 404 from now on. */
    async makeFeed(actor: Actor): Promise<CalendarFeedDto> {
      const token = newSecret();
      const { createdAt } = await repo.replaceFeed(db, actor.userId, hashSecret(token), now());
      const url = feedUrl(token);
      return { url, webcal_url: webcalUrl(url), created_at: createdAt.toISOString() };
    },

    /**
     * The feed of a secret, as iCalendar text; 404 for anything else. A malformed secret is looked
     * up like any other, so that every refusal takes the same path and says the same.
     */
    async readFeed(token: string): Promise<string> {
      const feed = await repo.findFeedByTokenHash(db, hashSecret(FEED_TOKEN.test(token) ? token : `not a feed:${token}`));
      if (!feed) throw AppError.notFound();
      const [{ classIds, parentId }, { language, firstName }] = await Promise.all([feedClassesOf(feed.userId), languageOf(feed.userId)]);
      const rows = await events.listCalendarEventsOfClasses(classIds, parentId);
      const entries = (await Promise.all(sources.map((source) => source.listCalendarEntriesOf(feed.userId, language)))).flat();
      return writeCalendar({
        productId: PRODUCT_ID,
        name: language.t('calendar.name', { firstName }),
        stamp: now(),
        events: [...rows.map((row) => toCalendarEvent(row, language)), ...entries.map(entryEvent)],
      });
    },

    /** One event as a `.ics` file, for a member of its class (its teachers, parents and school leaders); 404 for anyone else. */
    async readEventFile(actor: Actor, eventId: number): Promise<string> {
      const event = await events.findEvent(eventId);
      const role = await access.requireClassMember(actor, event.schoolClassId).then(
        (member) => member.role,
        (error: unknown) => {
          // Whether an event exists is not for outsiders to learn: a refusal is a 404 like an unknown id.
          if (error instanceof AppError && error.statusCode === 403) throw AppError.notFound();
          throw error;
        },
      );
      const profiles = role === 'parent' ? await accounts.findProfiles(actor.userId) : undefined;
      const [rows, { language }] = await Promise.all([
        events.listCalendarEventsOfClasses([event.schoolClassId], profiles?.parentId ?? null),
        languageOf(actor.userId),
      ]);
      const row = rows.find((candidate) => candidate.id === eventId);
      if (!row) throw AppError.notFound();
      return writeCalendar({ productId: PRODUCT_ID, name: row.className, stamp: now(), events: [toCalendarEvent(row, language)] });
    },
  };
}
