import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { dateNeedsToBeAfter, type EventCreateBody, type EventDto, type EventUpdateBody } from '@homeroom/contract/events';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassContentListener } from '../classes/class-content-listener.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import { earliestToday } from './event-days.ts';
import * as repo from './events.repo.ts';
import type { EventRow } from './events.repo.ts';

type HelperRow = Awaited<ReturnType<typeof repo.listHelpersOfEvents>>[number];

function toEventDto(event: EventRow, helpers: HelperRow[], accounts: Pick<AccountsService, 'toUserSummary'>): EventDto {
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    description: event.description,
    school_class: event.schoolClassId,
    helpers_required: event.helpersRequired,
    helpers: helpers.map((helper) => ({
      id: helper.id,
      parent: { user: accounts.toUserSummary(helper.user) },
    })),
  };
}

/** An event must be after today (docs/product.md, "Events and helpers"), on creation and on edit. */
function checkEventDate(day: string): void {
  const today = earliestToday();
  if (day <= today) throw AppError.invalid({ date: [dateNeedsToBeAfter(today)] });
}

function toEventFields(body: EventUpdateBody) {
  return { name: body.name, date: body.date, description: body.description, helpersRequired: body.helpers_required };
}

export type EventsService = ReturnType<typeof createEventsService>;

interface EventsDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  access: ClassAccess;
  listener: ClassContentListener;
}

/** Class events and the parents who help at them. */
export function createEventsService({ db, accounts, classes, access, listener }: EventsDependencies) {
  async function findEvent(eventId: number): Promise<EventRow> {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw AppError.notFound();
    return event;
  }

  async function requireOwnEvent(actor: Actor, eventId: number): Promise<EventRow> {
    const event = await findEvent(eventId);
    await classes.requireClassTeacher(actor, event.schoolClassId);
    return event;
  }

  async function describeEvent(event: EventRow): Promise<EventDto> {
    return toEventDto(event, await repo.listHelpersOfEvents(db, [event.id]), accounts);
  }

  return {
    /** The event by id; 404 for an unknown one (whose class may see it is the caller's to check). */
    findEvent,

    async publishEvent(actor: Actor, body: EventCreateBody): Promise<EventDto> {
      await classes.requireClassTeacher(actor, body.school_class);
      checkEventDate(body.date);
      const event = await repo.insertEvent(db, { schoolClassId: body.school_class, ...toEventFields(body) });
      if (!event) throw new Error('event insert returned nothing');
      await listener.eventPublished({ id: event.id, classId: event.schoolClassId, title: event.name, date: event.date });
      return toEventDto(event, [], accounts);
    },

    async editEvent(actor: Actor, eventId: number, body: EventUpdateBody): Promise<EventDto> {
      await requireOwnEvent(actor, eventId);
      checkEventDate(body.date);
      const event = await repo.updateEvent(db, eventId, toEventFields(body));
      if (!event) throw AppError.notFound();
      return describeEvent(event);
    },

    async deleteEvent(actor: Actor, eventId: number): Promise<void> {
      await requireOwnEvent(actor, eventId);
      await repo.deleteEvent(db, eventId);
    },

    /**
     * Registers the calling parent as a helper. The event row is locked while the places are
     * counted, so two parents taking the last place at once cannot both get it.
     */
    async registerHelper(actor: Actor, eventId: number): Promise<{ event: number }> {
      const { parentId } = await accounts.requireParent(actor);
      const event = await findEvent(eventId);
      await access.requireClassParticipant(actor, event.schoolClassId);
      if (event.date < earliestToday()) throw AppError.invalid({ event: [CLASS_CONTENT_MESSAGES.eventFinished] });
      await db.transaction(async (tx) => {
        const locked = await repo.lockEvent(tx, eventId);
        if (!locked) throw AppError.notFound();
        if ((await repo.countHelpers(tx, eventId)) >= locked.helpersRequired) {
          throw AppError.invalid({ event: [CLASS_CONTENT_MESSAGES.eventFull] });
        }
        if (!(await repo.insertHelper(tx, eventId, parentId))) {
          throw AppError.invalid({ event: [CLASS_CONTENT_MESSAGES.alreadyHelper] });
        }
      });
      return { event: eventId };
    },

    async unregisterHelper(actor: Actor, eventId: number): Promise<void> {
      const { parentId } = await accounts.requireParent(actor);
      const event = await findEvent(eventId);
      await classes.requireOpenClass(event.schoolClassId);
      if (!(await repo.deleteHelper(db, eventId, parentId))) throw AppError.notFound(CLASS_CONTENT_MESSAGES.notHelper);
    },

    /**
     * For Home, whose access is checked there: the events of the classes still to come (from the
     * earliest today on Earth) with their helper counts, and the ids of those the parent helps at.
     */
    async listUpcomingEventsOfClasses(classIds: number[], helpingParentId: number | null = null) {
      const fromDay = earliestToday();
      const [upcoming, helping] = await Promise.all([
        repo.listUpcomingEventsOfClasses(db, classIds, fromDay),
        helpingParentId === null ? Promise.resolve([]) : repo.listHelpingEventsOfParent(db, helpingParentId, fromDay),
      ]);
      const helpingIds = new Set(helping.map((event) => event.id));
      return upcoming.map((event) => ({ ...event, isHelping: helpingIds.has(event.id) }));
    },

    /**
     * For calendar feeds, whose access is checked there: the classes' events with their class
     * names, helper counts and whether the parent helps; an archived class's events to come are left out.
     */
    listCalendarEventsOfClasses: (classIds: number[], helpingParentId: number | null = null) =>
      repo.listCalendarEventsOfClasses(db, [...new Set(classIds)], helpingParentId, earliestToday()),

    /** The class's events with their helpers, in two queries. */
    async listClassEvents(classId: number): Promise<EventDto[]> {
      return (await repo.listClassEvents(db, classId)).map(({ event, helpers }) => toEventDto(event, helpers, accounts));
    },
  };
}
