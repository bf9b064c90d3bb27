import {
  CONFERENCE_MESSAGES,
  MAX_CONFERENCE_SLOTS,
  isCallOpen,
  type ConferenceBookingBody,
  type ConferenceCallDto,
  type ConferenceRescheduleBody,
  type ConferenceWindowBody,
  type ConferenceWindowDto,
} from '@homeroom/contract/conferences';
import { SCHOOL_STAFF_MESSAGES } from '@homeroom/contract/school-staff';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { mailLanguage, type MailLanguage } from '../../infra/mail/mail-language.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CalendarEntry, CalendarService } from '../calendar/calendar.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { refuseArchivedClass, type ClassesService } from '../classes/classes.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { isGuardian } from '../students/students.policy.ts';
import type { ConferenceListener, ConferenceReminder } from './conference-listener.ts';
import * as repo from './conferences.repo.ts';
import type { BookingRow, SlotRow, WindowRow } from './conferences.repo.ts';
import { dateIn, generateSlots } from './conferences.schedule.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export type ConferencesService = ReturnType<typeof createConferencesService>;

interface ConferencesDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'timeZonesOf' | 'findUserById' | 'findProfiles' | 'toUserSummary'>;
  classes: Pick<ClassesService, 'findClass' | 'listClassesOfTeacher' | 'listClassNames'>;
  access: ClassAccess;
  students: Pick<StudentsService, 'findStudentWithPeople' | 'listStudentsOfClasses' | 'listChildren'>;
  chat: Pick<ChatService, 'openDirectChat'>;
  calendar: Pick<CalendarService, 'writeEntryFile'>;
  listener: ConferenceListener;
  clock?: () => Date;
}

/** A refusal to someone outside the class is a 404: whether a window or booking exists is not theirs to learn. */
function hideForbidden(error: unknown): never {
  if (error instanceof AppError && error.statusCode === 403) throw AppError.notFound();
  throw error;
}

/**
 * Conference booking (docs/decisions.md, "Conference booking"): a class's teacher publishes
 * booking windows, each family books one slot per child and may move or cancel it until the
 * cut-off; reminders go the day before and the hour before; each booking is in both calendars.
 */
export function createConferencesService(dependencies: ConferencesDependencies) {
  const { db, accounts, classes, access, students, chat, calendar, listener } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());

  const cutoffOf = (window: WindowRow, slot: SlotRow) => new Date(slot.startsAt.getTime() - window.cutoffHours * HOUR_MS);
  const isBeforeCutoff = (window: WindowRow, slot: SlotRow) => clock().getTime() < cutoffOf(window, slot).getTime();

  async function requireTeacherOfClass(actor: Actor, classId: number) {
    const { schoolClass, role } = await access.requireClassMember(actor, classId);
    if (role === 'leader') throw AppError.forbidden(SCHOOL_STAFF_MESSAGES.readOnlyLeader);
    if (role !== 'teacher') throw AppError.forbidden();
    refuseArchivedClass(schoolClass);
    return schoolClass;
  }

  /** The slots of a schedule, refused when there are none or too many to read. */
  function slotsOf(body: ConferenceWindowBody, timeZone: string) {
    const slots = generateSlots({ days: body.days, breaks: body.breaks, slotMinutes: body.slot_minutes, timeZone });
    if (slots.length === 0) throw AppError.invalid({ days: [CONFERENCE_MESSAGES.noSlots] });
    if (slots.length > MAX_CONFERENCE_SLOTS) throw AppError.invalid({ days: [CONFERENCE_MESSAGES.tooManySlots] });
    return slots;
  }

  function windowFields(body: ConferenceWindowBody) {
    const days = [...body.days].sort((first, second) => first.date.localeCompare(second.date));
    const breaks = [...body.breaks].sort((first, second) => first.start.localeCompare(second.start));
    return { days, breaks, slotMinutes: body.slot_minutes, mode: body.mode, note: body.note.trim(), cutoffHours: body.cutoff_hours };
  }

  /** The windows of a class as the actor sees them: every booking for its teachers and leaders, the family's own for a parent. */
  async function describeWindows(actor: Actor, classId: number, role: 'teacher' | 'parent' | 'leader', className: string): Promise<ConferenceWindowDto[]> {
    const windows = await repo.listWindowsOfClass(db, classId);
    if (windows.length === 0) return [];
    const windowIds = windows.map((window) => window.id);
    const [slots, bookings, classStudents] = await Promise.all([
      repo.listSlots(db, windowIds),
      repo.listBookingsOfWindows(db, windowIds),
      students.listStudentsOfClasses([classId]),
    ]);
    const studentsById = new Map(classStudents.map((student) => [student.id, student]));
    const teacherIds = [...new Set(windows.flatMap((window) => (window.teacherUserId === null ? [] : [window.teacherUserId])))];
    const teachers = new Map(
      (await Promise.all(teacherIds.map((id) => accounts.findUserById(id)))).flatMap((user) => (user ? [[user.id, user] as const] : [])),
    );
    const guardianIds = [...new Set(bookings.map((booking) => booking.guardianUserId))];
    const guardians = new Map(
      (await Promise.all(guardianIds.map((id) => accounts.findUserById(id)))).flatMap((user) => (user ? [[user.id, user] as const] : [])),
    );
    const bookingBySlot = new Map(bookings.map((booking) => [booking.slotId, booking]));
    const isFamilyOf = (booking: BookingRow) => {
      const student = studentsById.get(booking.studentId);
      return student !== undefined && student.guardians.some((guardian) => guardian.user.id === actor.userId);
    };
    const yourChildren = classStudents
      .filter((student) => role === 'parent' && student.guardians.some((guardian) => guardian.user.id === actor.userId))
      .map((student) => ({ id: student.id, name: student.name }));
    return windows.map((window) => {
      const teacher = window.teacherUserId === null ? undefined : teachers.get(window.teacherUserId);
      return {
        id: window.id,
        school_class: { id: classId, name: className },
        teacher: { id: teacher?.id ?? 0, first_name: teacher?.firstName ?? '', last_name: teacher?.lastName ?? '' },
        days: window.days,
        breaks: window.breaks,
        slot_minutes: window.slotMinutes,
        mode: window.mode,
        note: window.note,
        cutoff_hours: window.cutoffHours,
        time_zone: window.timeZone,
        can_edit: role === 'teacher',
        your_children: yourChildren,
        slots: slots
          .filter((slot) => slot.windowId === window.id)
          .map((slot) => {
            const booking = bookingBySlot.get(slot.id);
            const seesBooking = booking !== undefined && (role !== 'parent' || isFamilyOf(booking));
            const guardian = booking ? guardians.get(booking.guardianUserId) : undefined;
            return {
              id: slot.id,
              starts_at: slot.startsAt.toISOString(),
              ends_at: slot.endsAt.toISOString(),
              date: dateIn(slot.startsAt, window.timeZone),
              taken: booking !== undefined,
              booking:
                booking && seesBooking
                  ? {
                      id: booking.id,
                      slot: slot.id,
                      student: { id: booking.studentId, name: studentsById.get(booking.studentId)?.name ?? '' },
                      guardian: { id: booking.guardianUserId, first_name: guardian?.firstName ?? '', last_name: guardian?.lastName ?? '' },
                      can_change: role === 'teacher' || (role === 'parent' && isBeforeCutoff(window, slot)),
                    }
                  : null,
            };
          }),
      };
    });
  }

  /** The booking with its slot and window, and how the actor stands to it: 404 for anyone outside its class. */
  async function findBookingFor(actor: Actor, bookingId: number) {
    const booking = await repo.findBooking(db, bookingId);
    if (!booking) throw AppError.notFound();
    const window = await repo.findWindow(db, booking.windowId);
    const slot = await repo.findSlot(db, booking.slotId);
    if (!window || !slot) throw AppError.notFound();
    const { schoolClass, role } = await access.requireClassMember(actor, window.schoolClassId).catch(hideForbidden);
    const student = await students.findStudentWithPeople(booking.studentId);
    const isFamily = role === 'parent' && student !== null && isGuardian(actor.userId, student);
    // Another family of the class learns no more than that the slot is taken.
    if (role === 'parent' && !isFamily) throw AppError.notFound();
    return { booking, window, slot, schoolClass, role, student };
  }

  /** The family may change a booking until the cut-off; the class's teachers always (an archived class never). */
  function refuseChange(found: Awaited<ReturnType<typeof findBookingFor>>) {
    if (found.role === 'leader') throw AppError.forbidden(SCHOOL_STAFF_MESSAGES.readOnlyLeader);
    refuseArchivedClass(found.schoolClass);
    if (found.role === 'parent' && !isBeforeCutoff(found.window, found.slot)) throw AppError.conflict(CONFERENCE_MESSAGES.pastCutoff);
  }

  /** A unique index broken by a request at the same moment, as the refusal it means. */
  function refusalOfConflict(error: unknown): never {
    const constraint = repo.uniqueIndexBroken(error);
    if (constraint === null) throw error;
    if (constraint.includes('window_student')) throw AppError.invalid({ student: [CONFERENCE_MESSAGES.alreadyBooked] });
    throw AppError.conflict(CONFERENCE_MESSAGES.slotTaken);
  }

  async function freeSlotOfWindow(slotId: number, window: WindowRow): Promise<SlotRow> {
    const slot = await repo.findSlot(db, slotId);
    if (!slot || slot.windowId !== window.id) throw AppError.invalid({ slot: [CONFERENCE_MESSAGES.slotUnknown] });
    return slot;
  }

  function entryOf(found: { booking: BookingRow; slot: SlotRow; window: WindowRow }, language: MailLanguage, names: { className: string; childName: string; withName: string }): CalendarEntry {
    const { booking, slot, window } = found;
    const values = { childName: names.childName, className: names.className, withName: names.withName };
    return {
      key: `conference-${booking.id}`,
      start: slot.startsAt,
      end: slot.endsAt,
      summary: language.t('conferences.summary', values),
      description: [language.t(window.mode === 'video' ? 'conferences.video' : 'conferences.inPerson', values), window.note].filter(Boolean).join('\n\n'),
      path: `/class/${window.schoolClassId}?tab=conferences`,
      updatedAt: booking.updatedAt,
      revision: booking.revision,
    };
  }

  async function namesOf(userIds: number[]) {
    const users = await Promise.all([...new Set(userIds)].map((id) => accounts.findUserById(id)));
    return new Map(users.flatMap((user) => (user ? [[user.id, user] as const] : [])));
  }

  /** Calendar entries of these bookings as one user reads them: the teacher sees the child and guardian, the family the teacher. */
  async function entriesFor(userId: number, language: MailLanguage, rows: { booking: BookingRow; slot: SlotRow; window: WindowRow }[]) {
    if (rows.length === 0) return [];
    const classIds = [...new Set(rows.map((row) => row.window.schoolClassId))];
    const [classNames, classStudents, people] = await Promise.all([
      classes.listClassNames(classIds),
      students.listStudentsOfClasses(classIds),
      namesOf(rows.flatMap((row) => [row.booking.guardianUserId, ...(row.window.teacherUserId === null ? [] : [row.window.teacherUserId])])),
    ]);
    const childNames = new Map(classStudents.map((student) => [student.id, student.name]));
    const fullName = (id: number | null) => {
      const user = id === null ? undefined : people.get(id);
      return user ? `${user.firstName} ${user.lastName}`.trim() : '';
    };
    return rows.map((row) =>
      entryOf(row, language, {
        className: classNames.get(row.window.schoolClassId) ?? '',
        childName: childNames.get(row.booking.studentId) ?? '',
        withName: fullName(row.window.teacherUserId === userId ? row.booking.guardianUserId : row.window.teacherUserId),
      }),
    );
  }

  return {
    /** The class's windows with their slots; 403 for anyone outside the class. */
    async listClassWindows(actor: Actor, classId: number): Promise<ConferenceWindowDto[]> {
      const { schoolClass, role } = await access.requireClassMember(actor, classId);
      return describeWindows(actor, classId, role, schoolClass.name);
    },

    /** A teacher of the class publishes a window; its slots are made at once. */
    async createWindow(actor: Actor, classId: number, body: ConferenceWindowBody): Promise<ConferenceWindowDto> {
      const schoolClass = await requireTeacherOfClass(actor, classId);
      const timeZone = (await accounts.timeZonesOf([actor.userId])).get(actor.userId) ?? 'UTC';
      const slots = slotsOf(body, timeZone);
      const window = await db.transaction(async (tx) => {
        const created = await repo.insertWindow(tx, { schoolClassId: classId, teacherUserId: actor.userId, timeZone, ...windowFields(body) });
        await repo.insertSlots(tx, created.id, slots);
        return created;
      });
      const described = await describeWindows(actor, classId, 'teacher', schoolClass.name);
      return described.find((candidate) => candidate.id === window.id) as ConferenceWindowDto;
    },

    /**
     * A teacher of the class changes a window: free slots no longer in it go, new ones come; a
     * booked slot must stay (cancel its booking first). Another teacher gets 404.
     */
    async updateWindow(actor: Actor, windowId: number, body: ConferenceWindowBody): Promise<ConferenceWindowDto> {
      const window = await repo.findWindow(db, windowId);
      if (!window) throw AppError.notFound();
      const schoolClass = await requireTeacherOfClass(actor, window.schoolClassId).catch(hideForbidden);
      const slots = slotsOf(body, window.timeZone);
      await db.transaction(async (tx) => {
        await repo.lockWindow(tx, windowId);
        const starts = new Set(slots.map((slot) => slot.startsAt.getTime()));
        const [existing, bookings] = await Promise.all([repo.listSlots(tx, [windowId]), repo.listBookingsOfWindows(tx, [windowId])]);
        const booked = new Set(bookings.map((booking) => booking.slotId));
        if (existing.some((slot) => booked.has(slot.id) && !starts.has(slot.startsAt.getTime()))) {
          throw AppError.invalid({ days: [CONFERENCE_MESSAGES.bookedSlotRemoved] });
        }
        await repo.deleteFreeSlotsOutside(tx, windowId, slots.map((slot) => slot.startsAt));
        const kept = new Set(existing.map((slot) => slot.startsAt.getTime()));
        await repo.insertSlots(tx, windowId, slots.filter((slot) => !kept.has(slot.startsAt.getTime())));
        await repo.updateWindow(tx, windowId, windowFields(body));
      });
      const described = await describeWindows(actor, window.schoolClassId, 'teacher', schoolClass.name);
      return described.find((candidate) => candidate.id === windowId) as ConferenceWindowDto;
    },

    /** A teacher of the class removes a window with its slots and bookings. */
    async deleteWindow(actor: Actor, windowId: number): Promise<void> {
      const window = await repo.findWindow(db, windowId);
      if (!window) throw AppError.notFound();
      await requireTeacherOfClass(actor, window.schoolClassId).catch(hideForbidden);
      await repo.deleteWindow(db, windowId);
    },

    /**
     * A guardian books a free slot for their child, before its cut-off. Two requests for the same
     * slot at the same moment: the unique index lets one win, the other hears the slot was taken.
     */
    async book(actor: Actor, body: ConferenceBookingBody) {
      const slot = await repo.findSlot(db, body.slot);
      if (!slot) throw AppError.invalid({ slot: [CONFERENCE_MESSAGES.slotUnknown] });
      const window = await repo.findWindow(db, slot.windowId);
      if (!window) throw AppError.invalid({ slot: [CONFERENCE_MESSAGES.slotUnknown] });
      const { role } = await access.requireClassParticipant(actor, window.schoolClassId).catch(hideForbidden);
      if (role !== 'parent') throw AppError.forbidden();
      const student = await students.findStudentWithPeople(body.student);
      if (!student || student.schoolClass.id !== window.schoolClassId || !isGuardian(actor.userId, student)) {
        throw AppError.invalid({ student: [CONFERENCE_MESSAGES.notYourChild] });
      }
      if (!isBeforeCutoff(window, slot)) throw AppError.conflict(CONFERENCE_MESSAGES.pastCutoff);
      const existing = await repo.listBookingsOfWindows(db, [window.id]);
      if (existing.some((booking) => booking.studentId === student.id)) throw AppError.invalid({ student: [CONFERENCE_MESSAGES.alreadyBooked] });
      if (existing.some((booking) => booking.slotId === slot.id)) throw AppError.conflict(CONFERENCE_MESSAGES.slotTaken);
      const booking = await repo
        .insertBooking(db, { windowId: window.id, slotId: slot.id, studentId: student.id, guardianUserId: actor.userId })
        .catch(refusalOfConflict);
      return { id: booking.id, slot: slot.id };
    },

    /** The family (until the cut-off) or a teacher moves a booking to another free slot of its window. */
    async reschedule(actor: Actor, bookingId: number, body: ConferenceRescheduleBody) {
      const found = await findBookingFor(actor, bookingId);
      refuseChange(found);
      const slot = await freeSlotOfWindow(body.slot, found.window);
      if (found.role === 'parent' && !isBeforeCutoff(found.window, slot)) throw AppError.conflict(CONFERENCE_MESSAGES.pastCutoff);
      if (slot.id !== found.slot.id) await repo.moveBooking(db, bookingId, slot.id).catch(refusalOfConflict);
      return { id: bookingId, slot: slot.id };
    },

    /** The family (until the cut-off) or a teacher cancels a booking: the slot is free again. */
    async cancel(actor: Actor, bookingId: number): Promise<void> {
      const found = await findBookingFor(actor, bookingId);
      refuseChange(found);
      await repo.deleteBooking(db, bookingId);
    },

    /** One booking as a `.ics` file, for its family and the class's teachers and leaders. */
    async readBookingFile(actor: Actor, bookingId: number): Promise<string> {
      const found = await findBookingFor(actor, bookingId);
      const user = await accounts.findUserById(actor.userId);
      const language = mailLanguage(user?.language);
      const [entry] = await entriesFor(actor.userId, language, [found]);
      if (!entry) throw AppError.notFound();
      return calendar.writeEntryFile(found.schoolClass.name, entry);
    },

    /**
     * The direct chat of the teacher and the booking guardian, whose video page holds the call of a
     * video slot, from a few minutes before it until its end.
     */
    async openVideoCall(actor: Actor, bookingId: number): Promise<ConferenceCallDto> {
      const found = await findBookingFor(actor, bookingId);
      if (found.role === 'leader') throw AppError.forbidden(SCHOOL_STAFF_MESSAGES.readOnlyLeader);
      if (found.window.mode !== 'video') throw AppError.conflict(CONFERENCE_MESSAGES.notVideo);
      if (!isCallOpen({ starts_at: found.slot.startsAt.toISOString(), ends_at: found.slot.endsAt.toISOString() }, clock())) {
        throw AppError.conflict(CONFERENCE_MESSAGES.callNotOpen);
      }
      const otherId = found.role === 'teacher' ? found.booking.guardianUserId : found.window.teacherUserId;
      if (otherId === null || otherId === actor.userId) throw AppError.notFound();
      const { group } = await chat.openDirectChat(actor, otherId);
      return { group: group.id };
    },

    /** The user's bookings as calendar entries: their children's, and those of the classes they teach. */
    async listCalendarEntriesOf(userId: number, language: MailLanguage): Promise<CalendarEntry[]> {
      const profiles = await accounts.findProfiles(userId);
      const children = profiles?.parentId != null ? await students.listChildren({ id: profiles.parentId }) : [];
      const taught = profiles?.teacherId != null ? await classes.listClassesOfTeacher(profiles.teacherId) : [];
      const rows = await repo.listBookingsWithSlots(db, { studentIds: children.map((child) => child.id), classIds: taught.map((schoolClass) => schoolClass.id) });
      return entriesFor(userId, language, rows);
    },

    /**
     * Sends the reminders that are due at `now`: the day before (a slot within a day) and the hour
     * before. Each booking's reminder is taken by one instance only.
     */
    async sendDueReminders(now: Date = clock()): Promise<number> {
      const dayIds = await repo.takeDueReminders(db, 'day', now, HOUR_MS, DAY_MS);
      const hourIds = await repo.takeDueReminders(db, 'hour', now, 0, HOUR_MS);
      const rows = await repo.listBookingsByIds(db, [...dayIds, ...hourIds]);
      if (rows.length === 0) return 0;
      const classIds = [...new Set(rows.map((row) => row.window.schoolClassId))];
      const [classNames, classStudents, people] = await Promise.all([
        classes.listClassNames(classIds),
        students.listStudentsOfClasses(classIds),
        namesOf(rows.flatMap((row) => [row.booking.guardianUserId, ...(row.window.teacherUserId === null ? [] : [row.window.teacherUserId])])),
      ]);
      const childNames = new Map(classStudents.map((student) => [student.id, student.name]));
      const fullName = (id: number | null) => {
        const user = id === null ? undefined : people.get(id);
        return user ? `${user.firstName} ${user.lastName}`.trim() : '';
      };
      const reminders: ConferenceReminder[] = rows.flatMap(({ booking, slot, window }) => {
        const common = {
          classId: window.schoolClassId,
          className: classNames.get(window.schoolClassId) ?? '',
          startsAt: slot.startsAt,
          childName: childNames.get(booking.studentId) ?? '',
          mode: window.mode,
          path: `/class/${window.schoolClassId}?tab=conferences`,
        };
        const family = { ...common, userId: booking.guardianUserId, withName: fullName(window.teacherUserId) };
        const teacher = window.teacherUserId === null ? [] : [{ ...common, userId: window.teacherUserId, withName: fullName(booking.guardianUserId) }];
        return [family, ...teacher];
      });
      await listener.conferenceRemindersDue(reminders);
      return rows.length;
    },
  };
}
