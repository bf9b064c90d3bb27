import { fillMessage } from '@homeroom/contract/validation';
import { requiredEmail } from '@homeroom/contract/validation';
import {
  ROSTER_COLUMNS,
  ROSTER_GUARDIAN_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MESSAGES,
  type RosterBody,
  type RosterClassDto,
  type RosterImportDto,
  type RosterPreviewDto,
  type RosterRowDto,
} from '@homeroom/contract/roster';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { RosterEntry, RosterStudent, StudentsService } from '../students/students.service.ts';
import { parseCsv } from './csv.ts';

/** The longest student name, as when a teacher adds one by hand. */
const MAX_NAME_LENGTH = 100;
const EMAIL_SCHEMA = requiredEmail();

/** A line of the file, read and checked on its own (before the class's students are compared). */
interface RosterLine {
  line: number;
  className: string;
  schoolClass: { id: number; name: string } | null;
  student: string;
  emails: string[];
  problems: string[];
}

/** The class a line belongs to, or why it has none. */
type ClassResolution = { schoolClass: { id: number; name: string } } | { problem: string };

/** How two names compare: spaces and case do not make another child. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export type RosterService = ReturnType<typeof createRosterService>;

/**
 * Roster import (docs/decisions.md, "Roster import"): a teacher, for their classes, or a leader,
 * for any class of their school, adds students from a CSV file with up to four guardian e-mails
 * each. The preview writes nothing; the import takes only a file without problems and is
 * idempotent by student name and class.
 */
export function createRosterService({
  accounts,
  classes,
  access,
  students,
  maxGuardiansPerChild,
}: {
  accounts: AccountsService;
  classes: ClassesService;
  access: ClassAccess;
  students: StudentsService;
  maxGuardiansPerChild: number;
}) {
  /** The classes near the actor (theirs, and their school's once approved): those a file may name. */
  async function classesNear(actor: Actor) {
    return classes.listClassesNearTeacher(await accounts.requireTeacher(actor));
  }

  /** Whether the actor may import into the class: its teacher, or a leader of its school. */
  async function mayImportInto(actor: Actor, classId: number): Promise<boolean> {
    try {
      await access.requireClassStaff(actor, classId);
      return true;
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) return false;
      throw error;
    }
  }

  /**
   * Reads the file into lines with their own problems: the header, the size and every cell
   * checked; each class named is looked up among the actor's classes and checked with
   * `ClassAccess.requireClassStaff`.
   */
  async function readLines(actor: Actor, body: RosterBody): Promise<RosterLine[]> {
    const parsed = parseCsv(body.csv);
    if ('error' in parsed) throw AppError.invalid({ csv: [ROSTER_MESSAGES.unterminatedQuote] });
    const [header, ...records] = parsed.records;
    const headerCells = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
    if (ROSTER_COLUMNS.some((column, index) => headerCells[index] !== column))
      throw AppError.invalid({ csv: [ROSTER_MESSAGES.badHeader] });
    const rows = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
    if (rows.length === 0) throw AppError.invalid({ csv: [ROSTER_MESSAGES.fileEmpty] });
    if (rows.length > ROSTER_MAX_ROWS) throw AppError.invalid({ csv: [ROSTER_MESSAGES.tooManyRows] });

    const near = await classesNear(actor);
    const chosen = body.school_class ?? null;
    const chosenClass = chosen === null ? null : (await access.requireClassStaff(actor, chosen)).schoolClass;

    const resolutions = new Map<string, ClassResolution>();
    async function resolveClass(className: string): Promise<ClassResolution> {
      if (className === '')
        return chosenClass
          ? { schoolClass: { id: chosenClass.id, name: chosenClass.name } }
          : { problem: ROSTER_MESSAGES.classMissing };
      const key = nameKey(className);
      const known = resolutions.get(key);
      if (known) return known;
      const named = near.filter((schoolClass) => nameKey(schoolClass.name) === key);
      const reachable = [];
      for (const schoolClass of named)
        if (await mayImportInto(actor, schoolClass.id)) reachable.push(schoolClass);
      const resolution: ClassResolution =
        reachable.length === 1
          ? { schoolClass: { id: reachable[0]!.id, name: reachable[0]!.name } }
          : reachable.length > 1
            ? { problem: fillMessage(ROSTER_MESSAGES.ambiguousClass, { name: className }) }
            : named.length > 0
              ? { problem: fillMessage(ROSTER_MESSAGES.classOutOfReach, { name: className }) }
              : { problem: fillMessage(ROSTER_MESSAGES.unknownClass, { name: className }) };
      resolutions.set(key, resolution);
      return resolution;
    }

    const lines: RosterLine[] = [];
    const firstLineOfChild = new Map<string, number>();
    for (const { line, cells } of rows) {
      const [rawClass = '', rawStudent = '', ...rawEmails] = cells.map((cell) => cell.trim());
      const problems: string[] = [];
      const className = rawClass;
      const student = rawStudent.replace(/\s+/g, ' ');
      if (student === '') problems.push(ROSTER_MESSAGES.nameMissing);
      else if (student.length > MAX_NAME_LENGTH) problems.push(ROSTER_MESSAGES.nameTooLong);

      const emails: string[] = [];
      for (const raw of rawEmails.filter((email) => email !== '')) {
        const email = EMAIL_SCHEMA.safeParse(raw);
        if (!email.success) problems.push(fillMessage(ROSTER_MESSAGES.badEmail, { email: raw }));
        else if (!emails.includes(email.data)) emails.push(email.data);
      }
      if (
        rawEmails.filter((email) => email !== '').length > ROSTER_GUARDIAN_COLUMNS ||
        emails.length > maxGuardiansPerChild
      ) {
        problems.push(
          fillMessage(ROSTER_MESSAGES.tooManyGuardians, { max: Math.min(ROSTER_GUARDIAN_COLUMNS, maxGuardiansPerChild) }),
        );
      }

      const resolution = await resolveClass(className);
      const schoolClass = 'schoolClass' in resolution ? resolution.schoolClass : null;
      if ('problem' in resolution) problems.push(resolution.problem);
      if (schoolClass && student !== '') {
        const childKey = `${schoolClass.id}:${nameKey(student)}`;
        const firstLine = firstLineOfChild.get(childKey);
        if (firstLine === undefined) firstLineOfChild.set(childKey, line);
        else problems.push(fillMessage(ROSTER_MESSAGES.duplicateChild, { line: firstLine }));
      }
      lines.push({ line, className: schoolClass?.name ?? className, schoolClass, student, emails, problems });
    }
    return lines;
  }

  /**
   * Compares the lines with the classes' students: which child is new, which is there already
   * (by name, ignoring case and spaces), and which addresses are to be invited, skipping the
   * child's guardians and open invitations, within the limit of guardians per child.
   */
  function compare(
    lines: RosterLine[],
    roster: RosterStudent[],
  ): { row: RosterRowDto; studentId: number | null }[] {
    const existing = new Map<string, RosterStudent>();
    for (const student of roster) {
      const key = `${student.schoolClassId}:${nameKey(student.name)}`;
      if (!existing.has(key)) existing.set(key, student);
    }
    return lines.map((line) => {
      const student = line.schoolClass
        ? existing.get(`${line.schoolClass.id}:${nameKey(line.student)}`)
        : undefined;
      const guardians = line.emails.map((email) => ({
        email,
        status: student?.guardianEmails.includes(email)
          ? ('already_guardian' as const)
          : student?.invitedEmails.includes(email)
            ? ('already_invited' as const)
            : ('invite' as const),
      }));
      const problems = [...line.problems];
      const linked = student ? student.guardianEmails.length : 0;
      const joining = guardians.filter((guardian) => guardian.status !== 'already_guardian').length;
      if (problems.length === 0 && linked + joining > maxGuardiansPerChild && joining > 0)
        problems.push(fillMessage(ROSTER_MESSAGES.tooManyGuardians, { max: maxGuardiansPerChild }));
      const row: RosterRowDto = {
        line: line.line,
        class_name: line.className,
        school_class: line.schoolClass,
        student: line.student,
        student_status: problems.length > 0 ? null : student ? 'existing' : 'new',
        guardians,
        problems,
      };
      return { row, studentId: student?.id ?? null };
    });
  }

  const classIdsOf = (lines: RosterLine[]) => [
    ...new Set(lines.flatMap((line) => (line.schoolClass ? [line.schoolClass.id] : []))),
  ];

  return {
    /** Every line of the file with its problems and what importing it would do; nothing is written. */
    async previewRoster(actor: Actor, body: RosterBody): Promise<RosterPreviewDto> {
      const lines = await readLines(actor, body);
      const rows = compare(lines, await students.listRosterOfClasses(classIdsOf(lines))).map(
        ({ row }) => row,
      );
      const clean = rows.filter((row) => row.problems.length === 0);
      return {
        rows,
        summary: {
          rows: rows.length,
          rows_with_problems: rows.length - clean.length,
          new_students: clean.filter((row) => row.student_status === 'new').length,
          existing_students: clean.filter((row) => row.student_status === 'existing').length,
          invitations: clean.reduce(
            (sum, row) => sum + row.guardians.filter((guardian) => guardian.status === 'invite').length,
            0,
          ),
        },
        can_import: clean.length === rows.length,
      };
    },

    /**
     * Imports a file without problems in one transaction: the missing students are added and each
     * new address invited. A file with a problem on any line is refused whole (400), so that
     * fixing it and uploading it again is the one way to finish.
     */
    async importRoster(actor: Actor, body: RosterBody): Promise<RosterImportDto> {
      const lines = await readLines(actor, body);
      if (lines.some((line) => line.problems.length > 0))
        throw AppError.invalid({ csv: [ROSTER_MESSAGES.fileHasProblems] });
      const done = await students.importRoster(actor, classIdsOf(lines), (roster) => {
        const compared = compare(lines, roster);
        // Another import of the class since the preview may have brought a child past the limit.
        if (compared.some(({ row }) => row.problems.length > 0))
          throw AppError.invalid({ csv: [ROSTER_MESSAGES.fileHasProblems] });
        return compared.map(({ row, studentId }, index): RosterEntry => ({
          studentId,
          name: row.student,
          schoolClass: lines[index]!.schoolClass!,
          invite: row.guardians
            .filter((guardian) => guardian.status === 'invite')
            .map((guardian) => guardian.email),
        }));
      });
      return {
        detail: ROSTER_MESSAGES.importDone,
        created_students: done.createdStudents,
        existing_students: done.existingStudents,
        invitations_sent: done.invitationsSent,
      };
    },

    /** The classes the actor may import into, for the page's class picker. */
    async listRosterClasses(actor: Actor): Promise<RosterClassDto[]> {
      const near = await classesNear(actor);
      const reachable: RosterClassDto[] = [];
      for (const schoolClass of near) {
        if (await mayImportInto(actor, schoolClass.id))
          reachable.push({ id: schoolClass.id, name: schoolClass.name, teacher: schoolClass.teacherName });
      }
      return reachable;
    },

    /** The template file: the header and one example line to overwrite. */
    async rosterTemplate(actor: Actor): Promise<string> {
      await accounts.requireTeacher(actor);
      return `${ROSTER_COLUMNS.join(',')}\r\n,Ada Lovelace,ada.parent@example.org,second.guardian@example.org,,\r\n`;
    },
  };
}
