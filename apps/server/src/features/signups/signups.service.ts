import { SIGNUP_MESSAGES, type SignupCreateBody, type SignupDto } from '@homeroom/contract/signups';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MailLanguage } from '../../infra/mail/mail-language.ts';
import type { CalendarEntry } from '../calendar/calendar.service.ts';
import type { ClassAccess, ClassRole } from '../classes/class-access.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import * as repo from './signups.repo.ts';
import type { SignupRow } from './signups.repo.ts';

/** How far ahead a timed slot's reminder goes: the day before. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

type SlotWithCount = Awaited<ReturnType<typeof repo.listSlotsOfSignups>>[number];
type PlaceRow = Awaited<ReturnType<typeof repo.listPlacesOfSlots>>[number];

export type SignupsService = ReturnType<typeof createSignupsService>;

interface SignupsDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  access: ClassAccess;
  notifications: Pick<NotificationsService, 'notifyClassPeople'>;
  now?: () => Date;
}

/** A refusal of the class turns into 404: whether a sign-up exists is not for outsiders to learn. */
function hideForbidden(error: unknown): never {
  if (error instanceof AppError && error.statusCode === 403) throw AppError.notFound();
  throw error;
}

/** Sign-ups of a class: slots with a capacity that families take and give back until a cut-off. */
export function createSignupsService({ db, accounts, classes, access, notifications, now = () => new Date() }: SignupsDependencies) {
  /** The answers for sign-ups as the viewer sees them: teachers and leaders see who took each place, families only their own. */
  async function describe(rows: SignupRow[], viewer: { role: ClassRole; parentId: number | null }): Promise<SignupDto[]> {
    const slots = await repo.listSlotsOfSignups(db, rows.map((row) => row.id));
    const places = await repo.listPlacesOfSlots(db, slots.map((slot) => slot.id));
    const at = now();
    const seesPeople = viewer.role !== 'parent';
    const toSlot = (slot: SlotWithCount, slotPlaces: PlaceRow[]) => ({
      id: slot.id,
      label: slot.label,
      capacity: slot.capacity,
      starts_at: slot.startsAt?.toISOString() ?? null,
      ends_at: slot.endsAt?.toISOString() ?? null,
      taken: slot.taken,
      is_full: slot.taken >= slot.capacity,
      is_mine: viewer.parentId !== null && slotPlaces.some((place) => place.parentId === viewer.parentId),
      people: seesPeople ? slotPlaces.map((place) => ({ user: accounts.toUserSummary(place.user) })) : null,
    });
    return rows.map((row) => ({
      id: row.id,
      school_class: row.schoolClassId,
      title: row.title,
      note: row.note,
      cutoff: row.cutoff.toISOString(),
      is_closed: row.cutoff.getTime() <= at.getTime(),
      created_at: row.createdAt.toISOString(),
      slots: slots
        .filter((slot) => slot.signupId === row.id)
        .map((slot) => toSlot(slot, places.filter((place) => place.slotId === slot.id))),
    }));
  }

  /** The slot, its sign-up and the calling parent, if they are a family of its class and the cut-off is ahead. */
  async function requireOpenSlotForFamily(actor: Actor, slotId: number) {
    const found = await repo.findSlot(db, slotId);
    if (!found) throw AppError.notFound();
    const { role } = await access.requireClassParticipant(actor, found.signup.schoolClassId).catch(hideForbidden);
    if (role !== 'parent') throw AppError.forbidden();
    const { parentId } = await accounts.requireParent(actor);
    if (found.signup.cutoff.getTime() <= now().getTime()) throw AppError.invalid({ slot: [SIGNUP_MESSAGES.cutoffPassed] });
    return { ...found, parentId };
  }

  async function describeOne(signupId: number, viewer: { role: ClassRole; parentId: number | null }): Promise<SignupDto> {
    const row = await repo.findSignup(db, signupId);
    if (!row) throw AppError.notFound();
    const [dto] = await describe([row], viewer);
    if (!dto) throw AppError.notFound();
    return dto;
  }

  return {
    async createSignup(actor: Actor, body: SignupCreateBody): Promise<SignupDto> {
      await classes.requireClassTeacher(actor, body.school_class);
      const cutoff = new Date(body.cutoff);
      if (cutoff.getTime() <= now().getTime()) throw AppError.invalid({ cutoff: [SIGNUP_MESSAGES.cutoffPassed] });
      const signup = await db.transaction((tx) =>
        repo.insertSignup(
          tx,
          { schoolClassId: body.school_class, title: body.title, note: body.note, cutoff },
          body.slots.map((slot) => ({
            label: slot.label,
            capacity: slot.capacity,
            startsAt: slot.starts_at ? new Date(slot.starts_at) : null,
            endsAt: slot.ends_at ? new Date(slot.ends_at) : null,
          })),
        ),
      );
      return describeOne(signup.id, { role: 'teacher', parentId: null });
    },

    async deleteSignup(actor: Actor, signupId: number): Promise<void> {
      const signup = await repo.findSignup(db, signupId);
      if (!signup) throw AppError.notFound();
      await classes.requireClassTeacher(actor, signup.schoolClassId).catch(hideForbidden);
      await repo.deleteSignup(db, signupId);
    },

    /** The class's sign-ups for a member of the class, newest first; 403 for anyone outside it. */
    async listClassSignups(actor: Actor, classId: number): Promise<SignupDto[]> {
      const { role } = await access.requireClassMember(actor, classId);
      const parentId = role === 'parent' ? ((await accounts.findProfiles(actor.userId))?.parentId ?? null) : null;
      return describe(await repo.listSignupsOfClass(db, classId), { role, parentId });
    },

    /**
     * Takes a place in the slot for the calling family. The slot row is locked while its places
     * are counted, so that concurrent requests for the last places never overfill it.
     */
    async takePlace(actor: Actor, slotId: number): Promise<SignupDto> {
      const { signup, parentId } = await requireOpenSlotForFamily(actor, slotId);
      await db.transaction(async (tx) => {
        const slot = await repo.lockSlot(tx, slotId);
        if (!slot) throw AppError.notFound();
        if ((await repo.countPlaces(tx, slotId)) >= slot.capacity) throw AppError.invalid({ slot: [SIGNUP_MESSAGES.slotFull] });
        if (!(await repo.insertPlace(tx, slotId, parentId))) throw AppError.invalid({ slot: [SIGNUP_MESSAGES.alreadyTaken] });
      });
      return describeOne(signup.id, { role: 'parent', parentId });
    },

    /** Gives the calling family's place back, until the cut-off. */
    async givePlaceBack(actor: Actor, slotId: number): Promise<SignupDto> {
      const { signup, parentId } = await requireOpenSlotForFamily(actor, slotId);
      if (!(await repo.deletePlace(db, slotId, parentId))) throw AppError.notFound(SIGNUP_MESSAGES.notTaken);
      return describeOne(signup.id, { role: 'parent', parentId });
    },

    /**
     * Reminds those with a place in each timed slot starting within the next day. Each slot is
     * claimed in one statement, so that several instances running this at once remind it once.
     */
    async sendDueReminders(at: Date = now()): Promise<number> {
      const claimed = await repo.claimSlotsToRemind(db, at, new Date(at.getTime() + REMINDER_AHEAD_MS));
      const recipients = await repo.listReminderRecipients(db, claimed.map((slot) => slot.id));
      for (const slot of claimed) {
        const ofSlot = recipients.filter((recipient) => recipient.slotId === slot.id);
        const first = ofSlot[0];
        if (!first) continue;
        await notifications.notifyClassPeople('Signup', {
          classId: first.classId,
          userIds: ofSlot.map((recipient) => recipient.userId),
          title: `${first.title} · ${slot.label}`,
        });
      }
      return claimed.length;
    },

    /** For the calendar feed, whose access is checked there: the timed slots the parent has a place in. */
    /**
     * A parent's timed places as entries of their calendar feed (docs/decisions.md, "Sign-ups and
     * absence notes"); a slot without an end lasts an hour there.
     */
    async listCalendarEntriesOf(userId: number, language: MailLanguage): Promise<CalendarEntry[]> {
      const profiles = await accounts.findProfiles(userId);
      if (profiles?.parentId == null) return [];
      const places = await repo.listTimedPlacesOfParent(db, profiles.parentId);
      return places.flatMap((place) =>
        place.startsAt
          ? [
              {
                key: `signup-slot-${place.slotId}`,
                start: place.startsAt,
                end: place.endsAt ?? new Date(place.startsAt.getTime() + 60 * 60 * 1000),
                summary: language.t('calendar.signupSummary', { title: place.title, label: place.label, className: place.className }),
                description: place.note,
                path: `/class/${place.schoolClassId}?tab=signups`,
                updatedAt: place.placeTakenAt,
                revision: 0,
              },
            ]
          : [],
      );
    },

    /** For Home: the open sign-ups of these classes (the caller checks they are the viewer's). */
    listOpenSignupsOfClasses: (classIds: number[]) => repo.listOpenSignupsOfClasses(db, classIds, now()),
  };
}
