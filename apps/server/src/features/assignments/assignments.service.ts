import {
  ASSIGNMENT_MESSAGES,
  TEXT_RESPONSE_MAX_LENGTH,
  type AssigneeDetailDto,
  type AssigneeListBody,
  type AssignmentByCodeDto,
  type AssignmentCreateBody,
  type AssignmentDto,
  type AssignmentResponseDto,
  type AssignmentUpdateBody,
  type PortfolioItemDto,
  type ScoreUpdateBody,
} from '@homeroom/contract/assignments';
import { MAX_ID } from '@homeroom/contract/validation';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { newReadableCode } from '../../infra/security/readable-code.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImage } from '../../infra/storage/images.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import * as repo from './assignments.repo.ts';
import type { AssigneeRow, AssignmentRow, ResponseRow } from './assignments.repo.ts';
import type { ResponseUpload } from './response-upload.ts';

/** 31^12 codes: a student link cannot be guessed. */
const ASSIGNMENT_CODE_LENGTH = 12;
const CODE_ATTEMPTS = 5;
/** Pictures handed in are shown in the portfolio; this keeps them sharp there. */
const RESPONSE_PICTURE_SIZE = 1600;

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

interface AssignmentsDependencies {
  db: Database;
  classes: ClassesService;
  students: StudentsService;
  storage: MediaStorage;
}

/** Assignments, who is set them, the work they hand in through the link, and its scoring. */
export function createAssignmentsService({ db, classes, students, storage }: AssignmentsDependencies) {
  const listStudentWork = repo.prepareListStudentWork(db);
  const mediaUrl = (key: string | null) => (key ? storage.urlFor(key) : null);

  function toAssignmentDto(
    assignment: AssignmentRow,
    { withCode, counts }: { withCode: boolean; counts?: { assigned: number; handedIn: number } },
  ): AssignmentDto {
    return {
      id: assignment.id,
      title: assignment.title,
      description: assignment.description,
      maximum_score: assignment.maximumScore,
      response_format: assignment.responseFormat,
      ...(withCode ? { code: assignment.code } : {}),
      school_class: assignment.schoolClassId,
      ...(counts ? { assignee_count: counts.assigned, handed_in_count: counts.handedIn } : {}),
    };
  }

  function toResponseDto(response: ResponseRow): AssignmentResponseDto {
    return { id: response.id, text: response.text, image: mediaUrl(response.image), video: mediaUrl(response.video), assignee: response.assigneeId };
  }

  function toAssigneeDetail(assignee: AssigneeRow): AssigneeDetailDto {
    return {
      id: assignee.id,
      student: assignee.student,
      feedback: assignee.feedback,
      score: assignee.score,
      submitted: assignee.response !== null,
      assignment_responses: assignee.response ? [toResponseDto(assignee.response)] : [],
    };
  }

  /** The assignment, if the actor teaches its class. */
  async function requireOwnAssignment(actor: Actor, assignmentId: number, { toRead = false } = {}): Promise<AssignmentRow> {
    const assignment = await repo.findAssignment(db, assignmentId);
    if (!assignment) throw AppError.notFound();
    await classes.requireClassTeacher(actor, assignment.schoolClassId, { toRead });
    return assignment;
  }

  /** Every item of an assignee list must name this assignment. */
  function studentIdsOf(assignmentId: number, body: AssigneeListBody): number[] {
    if (body.some((item) => item.assignment !== assignmentId)) {
      throw AppError.invalidRequest(ASSIGNMENT_MESSAGES.assignmentMismatch);
    }
    return [...new Set(body.map((item) => item.student))];
  }

  async function deleteMedia(keys: (string | null)[]): Promise<void> {
    await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.delete(key)));
  }

  /**
   * The assignee a hand-in names, if they may still hand in. Assignee ids are random, so only
   * someone who opened the assignment's link knows one; with a `code`, an unknown assignee and
   * one of another assignment get the same answer, so the answer never tells which ids exist.
   */
  async function requireHandInAssignee(fields: Record<string, string>) {
    const assigneeId = Number(fields.assignee);
    if (!Number.isInteger(assigneeId) || assigneeId <= 0 || assigneeId > MAX_ID) {
      throw AppError.invalid({ assignee: [ASSIGNMENT_MESSAGES.assigneeRequired] });
    }
    const assignee = await repo.findAssignee(db, assigneeId);
    const code = fields.code?.trim();
    if (code && (!assignee || code !== assignee.assignment.code)) {
      throw AppError.invalid({ assignee: [ASSIGNMENT_MESSAGES.assigneeNotInAssignment] });
    }
    if (!assignee) throw AppError.invalid({ assignee: [ASSIGNMENT_MESSAGES.assigneeRequired] });
    if (assignee.responseId !== null) throw AppError.invalidRequest(ASSIGNMENT_MESSAGES.alreadySubmitted);
    await classes.requireOpenClass(assignee.assignment.schoolClassId);
    return assignee;
  }

  /** Checks the hand-in against the assignment's format and stores a picture; answers what to save. */
  async function prepareWork(format: AssignmentRow['responseFormat'], upload: ResponseUpload) {
    const text = upload.fields.text?.trim() ?? '';
    if (format === 'Text') {
      if (!text) throw AppError.invalid({ text: [ASSIGNMENT_MESSAGES.textRequired] });
      if (text.length > TEXT_RESPONSE_MAX_LENGTH) throw AppError.invalid({ text: [ASSIGNMENT_MESSAGES.textTooLong] });
      return { text, image: null, video: null };
    }
    if (format === 'Image') {
      if (!upload.image) throw AppError.invalid({ image: [ASSIGNMENT_MESSAGES.imageRequired] });
      const picture = await processUploadedImage(upload.image, 'image', RESPONSE_PICTURE_SIZE);
      const key = newMediaKey('responses', picture.extension);
      await storage.put(key, picture.data);
      return { text: null, image: key, video: null };
    }
    if (!upload.videoKey) throw AppError.invalid({ video: [ASSIGNMENT_MESSAGES.videoRequired] });
    return { text: null, image: null, video: upload.videoKey };
  }

  return {
    /**
     * Creates the assignment; with `students`, sets it to them in the same transaction, so that a
     * new assignment is never left unassigned by a failure half-way.
     */
    async createAssignment(actor: Actor, body: AssignmentCreateBody): Promise<AssignmentDto> {
      await classes.requireClassTeacher(actor, body.school_class);
      const studentIds = [...new Set(body.students ?? [])];
      if (studentIds.length > 0 && !(await students.areAllInClass(body.school_class, studentIds))) {
        throw AppError.invalid({ students: [ASSIGNMENT_MESSAGES.studentNotInClass] });
      }
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const created = await db.transaction(async (tx) => {
          const assignment = await repo.insertAssignment(tx, {
            schoolClassId: body.school_class,
            title: body.title,
            description: body.description,
            maximumScore: body.maximum_score,
            responseFormat: body.response_format,
            code: newReadableCode(ASSIGNMENT_CODE_LENGTH),
          });
          if (!assignment) return null;
          const assigned = studentIds.length > 0 ? await repo.insertAssignees(tx, assignment.id, studentIds) : [];
          return { assignment, assigned: assigned.length };
        });
        if (created) {
          return toAssignmentDto(created.assignment, { withCode: true, counts: { assigned: created.assigned, handedIn: 0 } });
        }
      }
      throw new Error('no free assignment code after several attempts');
    },

    async editAssignment(actor: Actor, assignmentId: number, body: AssignmentUpdateBody): Promise<AssignmentDto> {
      await requireOwnAssignment(actor, assignmentId);
      const assignment = await repo.updateAssignment(db, assignmentId, {
        title: body.title,
        description: body.description,
        maximumScore: body.maximum_score,
        responseFormat: body.response_format,
      });
      if (!assignment) throw AppError.notFound();
      return toAssignmentDto(assignment, { withCode: true });
    },

    /** Deletes the assignment with everything handed in for it. */
    async deleteAssignment(actor: Actor, assignmentId: number): Promise<void> {
      await requireOwnAssignment(actor, assignmentId);
      const media = await repo.listResponseMedia(db, assignmentId);
      await repo.deleteAssignment(db, assignmentId);
      await deleteMedia(media);
    },

    async listAssigneeRefs(actor: Actor, assignmentId: number) {
      await requireOwnAssignment(actor, assignmentId, { toRead: true });
      return (await repo.listAssignees(db, assignmentId)).map((assignee) => ({
        id: assignee.id,
        assignment: assignee.assignmentId,
        student: assignee.student.id,
      }));
    },

    /** Sets the assignment to students of its class; a student already set it is refused. */
    async assignStudents(actor: Actor, assignmentId: number, body: AssigneeListBody) {
      const assignment = await requireOwnAssignment(actor, assignmentId);
      const studentIds = studentIdsOf(assignmentId, body);
      if (!(await students.areAllInClass(assignment.schoolClassId, studentIds))) {
        throw AppError.invalid({ student: [ASSIGNMENT_MESSAGES.studentNotInClass] });
      }
      return db.transaction(async (tx) => {
        const created = await repo.insertAssignees(tx, assignmentId, studentIds);
        if (created.length !== studentIds.length) throw AppError.invalid({ student: [ASSIGNMENT_MESSAGES.alreadyAssigned] });
        return created.map((assignee) => ({ id: assignee.id, assignment: assignee.assignmentId, student: assignee.studentId }));
      });
    },

    /**
     * Takes the assignment back from students, with whatever they handed in. A list naming a
     * student who is not assigned it is refused whole, so that nothing is taken back by mistake.
     */
    async unassignStudents(actor: Actor, assignmentId: number, body: AssigneeListBody): Promise<void> {
      await requireOwnAssignment(actor, assignmentId);
      const studentIds = studentIdsOf(assignmentId, body);
      const media = await db.transaction(async (tx) => {
        const deleted = await repo.deleteAssignees(tx, assignmentId, studentIds);
        if (deleted.removed !== studentIds.length) throw AppError.invalid({ student: [ASSIGNMENT_MESSAGES.notAssigned] });
        return deleted.media;
      });
      await deleteMedia(media);
    },

    /** The teacher's view of the assignees, their work, scores and feedback. */
    async listAssigneeDetails(actor: Actor, assignmentId: number): Promise<AssigneeDetailDto[]> {
      await requireOwnAssignment(actor, assignmentId, { toRead: true });
      return (await repo.listAssignees(db, assignmentId)).map(toAssigneeDetail);
    },

    async scoreAssignee(actor: Actor, assigneeId: number, body: ScoreUpdateBody) {
      const assignee = await repo.findAssignee(db, assigneeId);
      if (!assignee) throw AppError.notFound();
      await classes.requireClassTeacher(actor, assignee.assignment.schoolClassId);
      const score = body.score ?? null;
      if (score !== null && score > assignee.assignment.maximumScore) {
        throw AppError.invalid({ score: [ASSIGNMENT_MESSAGES.scoreTooHigh] });
      }
      const updated = await repo.updateScore(db, assigneeId, { score, feedback: body.feedback || null });
      if (!updated) throw AppError.notFound();
      return { pk: updated.id, score: updated.score, feedback: updated.feedback };
    },

    /** The page a student opens by link: the assignment and who has handed in, nothing private. */
    async getAssignmentByCode(code: string): Promise<AssignmentByCodeDto> {
      const assignment = await repo.findAssignmentByCode(db, code);
      if (!assignment) throw AppError.notFound();
      const assigned = await repo.listAssignees(db, assignment.id);
      return {
        title: assignment.title,
        description: assignment.description,
        maximum_score: assignment.maximumScore,
        response_format: assignment.responseFormat,
        assigned_students: assigned.map((assignee) => ({ id: assignee.id, student: assignee.student, submitted: assignee.response !== null })),
      };
    },

    /**
     * Whether the fields sent before a hand-in's files name an assignee who may still hand in:
     * answers the format the work must have, or throws the refusal.
     */
    async checkHandIn(fields: Record<string, string>): Promise<{ responseFormat: AssignmentRow['responseFormat'] }> {
      const assignee = await requireHandInAssignee(fields);
      return { responseFormat: assignee.assignment.responseFormat };
    },

    /**
     * Stores a student's hand-in, once per assignee: the unique index settles two submissions at
     * the same moment. Anything stored for a refused hand-in is deleted again.
     */
    async submitResponse(upload: ResponseUpload): Promise<AssignmentResponseDto> {
      let work: { text: string | null; image: string | null; video: string | null } | null = null;
      try {
        const assignee = await requireHandInAssignee(upload.fields);
        work = await prepareWork(assignee.assignment.responseFormat, upload);
        const response = await repo.insertResponse(db, { assigneeId: assignee.id, ...work });
        if (!response) throw AppError.invalidRequest(ASSIGNMENT_MESSAGES.alreadySubmitted);
        // A video sent along with work of another format is not kept.
        if (upload.videoKey && work.video !== upload.videoKey) await storage.delete(upload.videoKey);
        return toResponseDto(response);
      } catch (error) {
        await deleteMedia([upload.videoKey, work?.image ?? null]);
        throw error;
      }
    },

    /** For the teacher's Home, whose access is checked there: per assignment, the work waiting for a score. One query. */
    countUnscoredResponses: (classIds: number[]) => repo.countUnscoredResponses(db, classIds),

    /** For a parent's Home, whose access is checked there: the latest scores of these students. One query. */
    listLatestScoresOfStudents: (studentIds: number[], perStudent: number) => repo.listLatestScoresOfStudents(db, studentIds, perStudent),

    /** The assignments of a class for its page; only its teacher gets the codes and how many have handed in. */
    async listClassAssignments(classId: number, { isTeacher }: { isTeacher: boolean }): Promise<AssignmentDto[]> {
      return (await repo.listClassAssignments(db, classId)).map(({ assignment, assigned, handedIn }) =>
        toAssignmentDto(assignment, { withCode: isTeacher, counts: isTeacher ? { assigned, handedIn } : undefined }),
      );
    },

    /** A student's assignments with score, feedback and work, for the portfolio, in one prepared statement. */
    async listStudentWork(studentId: number): Promise<PortfolioItemDto[]> {
      return (await listStudentWork(studentId)).map((item) => ({
        assignment: toAssignmentDto(item.assignment, { withCode: true }),
        score: item.score,
        feedback: item.feedback,
        assignment_responses: item.response ? [toResponseDto(item.response)] : [],
      }));
    },
  };
}
