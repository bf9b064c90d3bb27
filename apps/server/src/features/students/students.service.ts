import type { SchoolsService } from '../schools/schools.service.ts';
import type { ChildDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { ClassStudentDto, PortfolioDto, StudentCreateBody } from '@homeroom/contract/students';
import type { Database, Executor } from '../../infra/db/client.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { createVersionedContentCache } from '../../infra/cache/versioned-content-cache.ts';
import { createBatchedRead } from '../../infra/db/batched-read.ts';
import { hashSecret, newSecret } from '../../infra/security/secrets.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImage } from '../../infra/storage/images.ts';
import { listStudentMediaKeys } from '../../infra/storage/media-columns.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { refuseArchivedClass, type ClassesService } from '../classes/classes.service.ts';
import { toSchoolDto } from '../schools/schools.service.ts';
import { newInviteCode } from './invite-codes.ts';
import * as repo from './students.repo.ts';
import type { PortfolioChild, StudentWithClass } from './students.repo.ts';
import { canManageStudent, canSeeStudent, isGuardian } from './students.policy.ts';
import { guardianInvitationMail, guardianUnlinkedMail, staffGuardianInvitationMail } from './students.mail.ts';

/** Student pictures are shown as portraits in the class grid and the portfolio. */
const STUDENT_PICTURE_SIZE = 512;
/** Codes are drawn until one is free; a clash is already a one-in-billions event. */
const INVITE_CODE_ATTEMPTS = 5;
/** Rows per statement when a roster import writes many at once. */
const INSERT_SLICE = 500;
/** How many portfolio children are kept parsed: as many as the portfolio keeps portfolios. */
const MAX_KEPT_PORTFOLIO_CHILDREN = 2_000;
/** How long a guardian's e-mailed invitation of another guardian works. */
export const GUARDIAN_INVITATION_DAYS = 7;

export type StudentsService = ReturnType<typeof createStudentsService>;

/** A student of a roster as an import compares it: its guardians' and open invitations' addresses, lower-cased. */
export interface RosterStudent {
  id: number;
  name: string;
  schoolClassId: number;
  guardianEmails: string[];
  invitedEmails: string[];
}

/** What an import does with one line: add the student (`studentId` null) or not, and invite these addresses. */
export interface RosterEntry {
  studentId: number | null;
  name: string;
  schoolClass: { id: number; name: string };
  invite: string[];
}

interface StudentsDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  storage: MediaStorage;
  outbox: Outbox;
  /** The address links in e-mails start with. */
  publicUrl: string;
  /** How many guardians a child may have. */
  maxGuardiansPerChild: number;
  /** Whether a user leads a class's school: a leader may delete a child of the school (issue 17). */
  schools: Pick<SchoolsService, 'isSchoolLeader'>;
}

/** Students of a class: their names, pictures, invite codes, stickers and portfolio. */
export function createStudentsService({ db, accounts, classes, storage, outbox, publicUrl, maxGuardiansPerChild, schools }: StudentsDependencies) {
  const imageUrl = (key: string | null) => (key ? storage.urlFor(key) : null);
  const guardianRefs = (guardians: { id: number; firstName: string; lastName: string; profilePicture: string | null }[]) =>
    guardians.map((guardian) => ({ user: accounts.toUserSummary(guardian) }));
  /** Every teacher of the student's class, the owner first. */
  const teacherRefs = (student: Pick<StudentWithClass, 'teacher' | 'coteachers'>) =>
    [student.teacher, ...student.coteachers].map((teacher) => ({ user: accounts.toUserSummary(teacher) }));

  /** Links the parent to the locked student, within the limit of guardians per child. */
  async function addGuardian(tx: Executor, studentId: number, parentId: number, field: string) {
    if ((await repo.countGuardians(tx, studentId)) >= maxGuardiansPerChild) throw AppError.invalid({ [field]: [SCHOOL_MESSAGES.tooManyGuardians] });
    return repo.insertGuardian(tx, studentId, parentId);
  }

  const invitationExpiry = () => new Date(Date.now() + GUARDIAN_INVITATION_DAYS * 24 * 60 * 60 * 1000);

  const findStudentWithClass = repo.prepareFindStudentWithClass(db);
  // Portfolios opened together are read together: one statement for all (batched-read.ts); at
  // most two are out at once, and the portfolios opened meanwhile share the next.
  const findPortfolioChild = createBatchedRead(repo.prepareFindPortfolioChildren(db), { maxInFlight: 2 });
  // The same text is the same child: parsed once, then read from memory (one small entry a child).
  const portfolioChildren = createVersionedContentCache<PortfolioChild>({ maxEntries: MAX_KEPT_PORTFOLIO_CHILDREN });

  async function findStudent(studentId: number): Promise<StudentWithClass> {
    const student = await findStudentWithClass(studentId);
    if (!student) throw AppError.notFound();
    return student;
  }

  async function requireManagedStudent(actor: Actor, studentId: number): Promise<StudentWithClass> {
    const student = await findStudent(studentId);
    if (!canManageStudent(actor, student)) throw AppError.forbidden();
    refuseArchivedClass(student.schoolClass);
    return student;
  }

  return {
    /** Adds a student with a fresh invite code to a class of the calling teacher. */
    async createStudent(actor: Actor, body: StudentCreateBody) {
      await classes.requireClassTeacher(actor, body.school_class);
      for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
        const student = await repo.insertStudent(db, {
          name: body.name,
          schoolClassId: body.school_class,
          inviteCode: newInviteCode(),
        });
        if (student) return { pk: student.id, id: student.id, name: student.name, school_class: student.schoolClassId };
      }
      throw new Error('no free invite code after several attempts');
    },

    async renameStudent(actor: Actor, studentId: number, name: string) {
      await requireManagedStudent(actor, studentId);
      await repo.updateStudent(db, studentId, { name });
      return { name };
    },

    /**
     * Deletes the student, by a teacher of the class or a leader of its school, with every row of theirs (the foreign keys cascade: stickers, hand-ins,
     * guardianships, year history) and every file those rows own (media-columns.ts).
     */
    async deleteStudent(actor: Actor, studentId: number): Promise<void> {
      const student = await findStudent(studentId);
      if (!canManageStudent(actor, student)) {
        const schoolClass = await classes.findClass(student.schoolClass.id);
        if (!(await schools.isSchoolLeader(actor.userId, schoolClass.school?.id ?? null))) throw AppError.forbidden();
      }
      refuseArchivedClass(student.schoolClass);
      const files = await db.transaction(async (tx) => {
        const keys = await listStudentMediaKeys(tx, studentId);
        await repo.deleteStudent(tx, studentId);
        return keys;
      });
      // After the commit: a file the sweep finds first is simply gone already.
      await Promise.all(files.map((key) => storage.delete(key)));
    },

    /** A new picture of the student, by their teacher or their parent. */
    async uploadStudentImage(actor: Actor, studentId: number, upload: Buffer) {
      const student = await findStudent(studentId);
      if (!canSeeStudent(actor, student)) throw AppError.forbidden();
      refuseArchivedClass(student.schoolClass);
      const image = await processUploadedImage(upload, 'image', STUDENT_PICTURE_SIZE);
      const key = newMediaKey('students', image.extension);
      await storage.put(key, image.data);
      await repo.updateStudent(db, studentId, { image: key });
      if (student.image) await storage.delete(student.image);
      return { image: storage.urlFor(key) };
    },

    /** Links the calling parent to the student whose code it is; a code links one guardian, then is used up. */
    async useInviteCode(actor: Actor, code: string) {
      const { parentId } = await accounts.requireParent(actor);
      await db.transaction(async (tx) => {
        const student = await repo.lockStudentByInviteCode(tx, code);
        if (!student) throw AppError.invalid({ code: [SCHOOL_MESSAGES.invalidInviteCode] });
        const found = await repo.findStudentWithClass(tx, student.id);
        if (found) refuseArchivedClass(found.schoolClass);
        if (!(await addGuardian(tx, student.id, parentId, 'code'))) throw AppError.invalid({ code: [SCHOOL_MESSAGES.guardianAlreadyLinked] });
        await repo.setInviteCode(tx, student.id, null);
      });
      return { code };
    },

    /** A guardian invites another guardian of the same child by e-mail: a single-use link, valid 7 days. */
    async inviteGuardian(actor: Actor, studentId: number, email: string) {
      const student = await findStudent(studentId);
      const { parentId } = await accounts.requireParent(actor);
      if (!isGuardian(actor.userId, student)) throw AppError.forbidden(SCHOOL_MESSAGES.portfolioForbidden);
      refuseArchivedClass(student.schoolClass);
      if (student.guardians.length >= maxGuardiansPerChild) throw AppError.invalid({ email: [SCHOOL_MESSAGES.tooManyGuardians] });
      const inviter = student.guardians.find((guardian) => guardian.id === actor.userId) ?? { firstName: '', lastName: '' };
      // The invitee's own language when the address has an account; otherwise the inviter's, whom they know.
      const inviteeLanguage = (await accounts.languagesOfEmails([email])).get(email.toLowerCase());
      const mailedIn = inviteeLanguage ?? (await accounts.findUserById(actor.userId))?.language ?? null;
      const secret = newSecret();
      await db.transaction(async (tx) => {
        await repo.insertGuardianInvitation(tx, {
          studentId,
          invitedById: parentId,
          email,
          tokenHash: hashSecret(secret),
          expiresAt: invitationExpiry(),
        });
        const link = `${publicUrl}/guardian-invitation/${secret}`;
        await outbox.enqueue(guardianInvitationMail(email, inviter, student.name, link, GUARDIAN_INVITATION_DAYS, mailedIn), tx);
      });
      return { detail: SCHOOL_MESSAGES.guardianInviteSent };
    },

    /** The signed-in parent accepts an invitation (whatever their address): they become a guardian of the child. */
    async acceptGuardianInvitation(actor: Actor, token: string) {
      const { parentId } = await accounts.requireParent(actor);
      const studentId = await db.transaction(async (tx) => {
        const invitation = await repo.lockGuardianInvitation(tx, hashSecret(token));
        if (!invitation || invitation.usedAt) throw AppError.invalid({ token: [SCHOOL_MESSAGES.guardianInvitationInvalid] });
        if (invitation.expiresAt.getTime() <= Date.now()) throw AppError.invalid({ token: [SCHOOL_MESSAGES.guardianInvitationExpired] });
        await repo.lockStudent(tx, invitation.studentId);
        const student = await repo.findStudentWithClass(tx, invitation.studentId);
        if (student) refuseArchivedClass(student.schoolClass);
        if (!(await addGuardian(tx, invitation.studentId, parentId, 'token'))) {
          throw AppError.invalid({ token: [SCHOOL_MESSAGES.guardianAlreadyLinked] });
        }
        await repo.markGuardianInvitationUsed(tx, invitation.id);
        return invitation.studentId;
      });
      const student = await findStudent(studentId);
      return { student: { id: student.id, name: student.name } };
    },

    /** The students of the classes with their guardians' and open invitations' addresses, for a roster preview. */
    listRosterOfClasses: (classIds: number[]): Promise<RosterStudent[]> => repo.listRosterOfClasses(db, classIds),

    /**
     * A roster import, in one transaction: the classes are locked, their roster read again and
     * handed to `decide` (so that two imports of one file create each child once), then the
     * missing students are added and each address invited. The staff member's invitations are the
     * guardians' own (single use, 7 days, accepted at /guardian-invitation/:token); the caller
     * has checked that the actor may import into every class.
     */
    async importRoster(actor: Actor, classIds: number[], decide: (roster: RosterStudent[]) => RosterEntry[]) {
      const { teacherId } = await accounts.requireTeacher(actor);
      const inviter = (await accounts.findUserById(actor.userId)) ?? { firstName: '', lastName: '', language: null };
      return db.transaction(async (tx) => {
        await repo.lockClasses(tx, classIds);
        const entries = decide(await repo.listRosterOfClasses(tx, classIds));
        let createdStudents = 0;
        const invitations: (Parameters<typeof repo.insertGuardianInvitations>[1][number] & { link: string; entry: RosterEntry })[] = [];
        for (const entry of entries) {
          let studentId = entry.studentId;
          if (studentId === null) {
            for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS && studentId === null; attempt += 1) {
              studentId = (await repo.insertStudent(tx, { name: entry.name, schoolClassId: entry.schoolClass.id, inviteCode: newInviteCode() }))?.id ?? null;
            }
            if (studentId === null) throw new Error('no free invite code after several attempts');
            createdStudents += 1;
          }
          for (const email of entry.invite) {
            const secret = newSecret();
            invitations.push({
              studentId,
              invitedByTeacherId: teacherId,
              email,
              tokenHash: hashSecret(secret),
              expiresAt: invitationExpiry(),
              link: `${publicUrl}/guardian-invitation/${secret}`,
              entry,
            });
          }
        }
        // Each address with an account gets its own language, the others the inviting teacher's: one query for all.
        const languages = await accounts.languagesOfEmails(invitations.map((invitation) => invitation.email), tx);
        // In slices: 2,000 lines of four addresses would pass PostgreSQL's limit of parameters per statement.
        for (let start = 0; start < invitations.length; start += INSERT_SLICE) {
          const slice = invitations.slice(start, start + INSERT_SLICE);
          await repo.insertGuardianInvitations(tx, slice.map(({ link: _link, entry: _entry, ...invitation }) => invitation));
          await outbox.enqueueMany(
            slice.map(({ email, link, entry }) =>
              staffGuardianInvitationMail(
                email,
                inviter,
                { name: entry.name, className: entry.schoolClass.name },
                link,
                GUARDIAN_INVITATION_DAYS,
                languages.get(email.toLowerCase()) ?? inviter.language,
              ),
            ),
            tx,
          );
        }
        return { createdStudents, existingStudents: entries.length - createdStudents, invitationsSent: invitations.length };
      });
    },

    /** The teacher issues a fresh single-use code for the child; it replaces an unused one. */
    async issueInviteCode(actor: Actor, studentId: number) {
      await requireManagedStudent(actor, studentId);
      for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
        const code = newInviteCode();
        if (await repo.setInviteCode(db, studentId, code)) return { code };
      }
      throw new Error('no free invite code after several attempts');
    },

    /** The teacher unlinks a guardian from the child; the guardian is told by e-mail. */
    async unlinkGuardian(actor: Actor, studentId: number, userId: number): Promise<void> {
      const student = await requireManagedStudent(actor, studentId);
      if (!(await repo.deleteGuardianByUser(db, studentId, userId))) throw AppError.notFound(SCHOOL_MESSAGES.guardianNotLinked);
      const guardian = await accounts.findUserById(userId);
      if (guardian) await outbox.enqueue(guardianUnlinkedMail(guardian, student.name, student.schoolClass.name, `${publicUrl}/`));
    },

    /**
     * The child of the portfolio page: for the student's guardians and teachers, and, when the
     * caller passes the schools' rule, for a leader of the child's school (whose look the caller
     * logs: docs/decisions.md, "Access log"). With the child as the access rules read it, the
     * classes of its past years and the content versions of its class and of those (which change
     * on every write to its stickers and work: the portfolio keeps those by them), and the invite
     * code when the actor may hand it out. One statement; a refused actor is refused before
     * anything else is read. The child is the same object for as long as its row reads the same,
     * so the caller may keep what it makes of it by that object.
     */
    async getPortfolioChild(
      actor: Actor,
      studentId: number,
      { isSchoolLeader }: { isSchoolLeader?: (userId: number, schoolId: number | null) => Promise<boolean> } = {},
    ): Promise<{ child: PortfolioChild; inviteCode: { code: string } | null }> {
      const text = await findPortfolioChild(studentId);
      if (text === undefined) throw AppError.notFound();
      const child = await portfolioChildren.read(String(studentId), text, async () => repo.parsePortfolioChild(text));
      const { student } = child;
      if (!canSeeStudent(actor, student) && !(await isSchoolLeader?.(actor.userId, student.school?.id ?? null)))
        throw AppError.forbidden(SCHOOL_MESSAGES.portfolioForbidden);
      const isTeacher = canManageStudent(actor, student);
      return { child, inviteCode: isTeacher && student.inviteCode ? { code: student.inviteCode } : null };
    },

    /**
     * The head of the child's portfolio, the same for every viewer: everything but its stickers,
     * work and invite code. Its media addresses are signed now (they expire: see `MediaSigner`).
     */
    toPortfolioHead({ student }: PortfolioChild): Omit<PortfolioDto, 'stickers' | 'portfolio' | 'class_years' | 'invite_code'> {
      return {
        pk: student.id,
        id: student.id,
        name: student.name,
        image: imageUrl(student.image),
        parent: guardianRefs(student.guardians)[0] ?? null,
        guardians: guardianRefs(student.guardians),
        school_class: {
          id: student.schoolClass.id,
          name: student.schoolClass.name,
          school: student.school ? toSchoolDto(student.school) : null,
          teacher: { user: accounts.toUserSummary(student.teacher) },
          archived_at: student.schoolClass.archivedAt?.toISOString() ?? null,
          teachers: teacherRefs(student),
        },
      };
    },

    /** The child with their class, school, teachers and guardians, or null: for features that apply a child's rules themselves (the access log, the data export). */
    findStudentWithPeople: async (studentId: number): Promise<StudentWithClass | null> => (await findStudentWithClass(studentId)) ?? null,

    /**
     * The students of a class with their stickers, in two queries whatever the class size. Only
     * the teacher gets the parents and the invite codes (a leader of the school the parents); a parent gets the photo and stickers of
     * their own children only, and other children's names in the same shape.
     */
    /**
     * The students on the class page, each in both forms a viewer may get: with its photo and
     * stickers (for the class's teachers and the child's guardians) and without them (for the
     * other parents), with its guardians' user ids to choose by. Nothing of one viewer is in
     * it, so the class page keeps it for every viewer of the same role.
     */
    async listClassPageStudents(
      classId: number,
      { isTeacher, isSchoolLeader = false }: { isTeacher: boolean; isSchoolLeader?: boolean },
    ): Promise<{ guardianIds: number[]; withPhoto: ClassStudentDto; withoutPhoto: ClassStudentDto }[]> {
      // A leader of the school sees the class as its teacher does (docs/decisions.md, "School
      // leaders"), but gets no invite code: linking families is the teacher's to do.
      const seesFamilies = isTeacher || isSchoolLeader;
      // Those who moved on from an archived class keep the stickers of its year on its page.
      const classStudents = (await repo.listClassPageStudents(db, classId)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return classStudents.map((student) => {
        const toDto = (isVisible: boolean): ClassStudentDto => ({
          id: student.id,
          name: student.name,
          image: isVisible ? imageUrl(student.image) : null,
          stickers: isVisible ? student.stickers.map(({ id, type }) => ({ id, type })) : [],
          ...(seesFamilies
            ? {
                parent: guardianRefs(student.guardians)[0] ?? null,
                guardians: guardianRefs(student.guardians),
                invite_code: isTeacher && student.inviteCode ? { code: student.inviteCode } : null,
              }
            : {}),
        });
        return { guardianIds: student.guardians.map((guardian) => guardian.id), withPhoto: toDto(true), withoutPhoto: toDto(false) };
      });
    },

    /** Stickers given to these students after that time, counted by kind, for Home: the caller checks they are the viewer's own. */

    /** The students of the teacher's classes: how many per class, and those no guardian has linked yet with their invite code. */
    async listClassFamilies(classIds: number[]) {
      const rows = await repo.listStudentsOfClasses(db, classIds);
      return rows.map((student) => ({
        id: student.id,
        name: student.name,
        schoolClassId: student.schoolClassId,
        inviteCode: student.guardians.length === 0 ? student.inviteCode : null,
      }));
    },

    isParentInClass: (userId: number, classId: number) => repo.isParentInClass(db, userId, classId),

    /** Moves students of a class whose year ends on to their new classes, within the caller's transaction. */
    moveStudentsOn: (fromClassId: number, moves: { studentId: number; toClassId: number }[], endedAt: Date, executor: Executor = db) =>
      repo.moveStudents(executor, fromClassId, moves, endedAt),

    /** The ids of the students now in the class. */
    async listStudentIdsOfClass(classId: number): Promise<number[]> {
      return (await repo.listStudentsOfClasses(db, [classId])).map((student) => student.id);
    },


    /** The students of the classes with their parents, for the chat contacts. */
    async listStudentsOfClasses(classIds: number[]) {
      const rows = await repo.listStudentsOfClasses(db, classIds);
      return rows.map((student) => ({
        id: student.id,
        name: student.name,
        schoolClassId: student.schoolClassId,
        parent: guardianRefs(student.guardians)[0] ?? null,
        guardians: guardianRefs(student.guardians),
      }));
    },

    /** The oldest class both users belong to, as teacher or guardian, that has a school: where a chat report goes. */
    findSharedClassWithSchool: (userId: number, otherUserId: number) => repo.findSharedClassWithSchool(db, userId, otherUserId),

    /** The oldest class both users belong to, with a school or not: where a chat report goes when no shared class has a school. */
    findSharedClass: (userId: number, otherUserId: number) => repo.findSharedClass(db, userId, otherUserId),

    /** Everyone the user may chat with (docs/product.md, "Contacts", DESIGN "Who may do what"). */
    async listReachableUserIds(userId: number): Promise<Set<number>> {
      return new Set(await repo.listReachableUserIds(db, userId));
    },

    /**
     * The user ids of the parents of a class, as a query another statement can select from, so
     * that a fan-out to a class stays one statement whatever its size.
     */
    parentUserIdsOfClassQuery: (classId: number) => repo.parentUserIdsOfClassQuery(db, classId),

    /** Every guardian of a child in a class of the school, as a subquery for a fan-out. */
    guardianUserIdsOfSchoolQuery: (schoolId: number) => repo.guardianUserIdsOfSchoolQuery(db, schoolId),

    /** Whether every one of these students is in the class. */
    async areAllInClass(classId: number, studentIds: number[]): Promise<boolean> {
      const unique = [...new Set(studentIds)];
      return (await repo.filterStudentsOfClass(db, classId, unique)).length === unique.length;
    },

    /** The children linked to a parent, as the user details answer lists them. */
    async listChildren(parent: { id: number }): Promise<ChildDto[]> {
      const children = await repo.listChildrenOfParent(db, parent.id);
      return children.map((child) => ({
        id: child.id,
        name: child.name,
        image: imageUrl(child.image),
        parent: parent.id,
        school_class: {
          id: child.schoolClass.id,
          name: child.schoolClass.name,
          teacher: { user: accounts.toUserSummary(child.teacher) },
          teachers: teacherRefs(child),
          school: child.school ? toSchoolDto(child.school) : null,
          archived_at: child.schoolClass.archivedAt?.toISOString() ?? null,
        },
      }));
    },
  };
}
