import { fileTypeFromBuffer } from 'file-type';
import {
  FORM_MESSAGES,
  type FormAnswerBody,
  type FormAnswerDto,
  type FormChildDto,
  type FormChildStatus,
  type FormCreateBody,
  type FormDeadlineBody,
  type FormDto,
  type FormQuestion,
  type FormRemindDto,
} from '@homeroom/contract/forms';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { newMediaKey } from '../../infra/storage/images.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { refuseArchivedClass, type ClassesService } from '../classes/classes.service.ts';
import { isGuardian } from '../students/students.policy.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { FormRecipient, FormsListener } from './forms-listener.ts';
import { formReminderMail } from './forms.mail.ts';
import { answersToCsv } from './forms.csv.ts';
import * as repo from './forms.repo.ts';
import type { FormAnswerRow, FormRow } from './forms.repo.ts';

export type FormsService = ReturnType<typeof createFormsService>;

interface FormsDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  access: ClassAccess;
  students: StudentsService;
  storage: MediaStorage;
  outbox: Outbox;
  listener: FormsListener;
  publicUrl: string;
  now?: () => Date;
}

/** A child of the form's classes with the user ids of their guardians. */
interface RosterStudent {
  id: number;
  name: string;
  schoolClassId: number;
  guardians: { id: number }[];
}

function toAnswerDto(answer: FormAnswerRow): FormAnswerDto {
  return {
    id: answer.id,
    signed_name: answer.signedName,
    signed_at: answer.createdAt.toISOString(),
    answers: answer.answers,
    supersedes: answer.supersedesId,
  };
}

function statusOf(answer: FormAnswerRow | undefined): FormChildStatus {
  if (!answer) return 'waiting';
  if (answer.consent === null) return 'signed';
  return answer.consent ? 'yes' : 'no';
}

/**
 * Checks a guardian's answers against the form's questions, one message per question wrong.
 * Answers the values to keep and whether every consent was given (null: none asked).
 */
export function checkAnswers(questions: FormQuestion[], values: (boolean | string)[]): { answers: (boolean | string)[]; consent: boolean | null } {
  if (values.length !== questions.length) throw AppError.invalid({ answers: [FORM_MESSAGES.answersMismatch] });
  const errors: Record<string, string[]> = {};
  const answers = questions.map((question, index) => {
    const value = values[index];
    if (question.kind === 'consent') {
      if (typeof value !== 'boolean') errors[`answers.${index}`] = [FORM_MESSAGES.consentInvalid];
      return value ?? false;
    }
    if (question.kind === 'choice') {
      if (typeof value !== 'string' || !question.options.includes(value)) errors[`answers.${index}`] = [FORM_MESSAGES.choiceInvalid];
      return value ?? '';
    }
    const answer = typeof value === 'string' ? value.trim() : '';
    if (answer === '') errors[`answers.${index}`] = [FORM_MESSAGES.answerRequired];
    return answer;
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  const consents = questions.flatMap((question, index) => (question.kind === 'consent' ? [answers[index] === true] : []));
  return { answers, consent: consents.length === 0 ? null : consents.every(Boolean) };
}

/** Whether the file is a PDF, by its content: its signature, and what the content sniffer finds. */
async function isPdf(upload: Buffer): Promise<boolean> {
  if (!upload.subarray(0, 5).equals(Buffer.from('%PDF-'))) return false;
  return (await fileTypeFromBuffer(upload))?.mime === 'application/pdf';
}

/** Permission slips and forms: sent by a class's staff, signed once per child by a guardian. */
export function createFormsService({ db, accounts, classes, access, students, storage, outbox, listener, publicUrl, now = () => new Date() }: FormsDependencies) {
  async function listRoster(classIds: number[]): Promise<RosterStudent[]> {
    return (await students.listStudentsOfClasses(classIds)).map((student) => ({
      id: student.id,
      name: student.name,
      schoolClassId: student.schoolClassId,
      guardians: student.guardians.map((guardian) => ({ id: guardian.user.id })),
    }));
  }

  async function requireForm(formId: number): Promise<FormRow> {
    const form = await repo.findForm(db, formId);
    if (!form) throw AppError.notFound();
    return form;
  }

  /** Which of these classes the actor teaches or leads the school of; outsiders of a class are simply not staff of it. */
  async function staffClassesOf(actor: Actor, classIds: number[]): Promise<Set<number>> {
    const staff = new Set<number>();
    for (const classId of new Set(classIds)) {
      try {
        const { role } = await access.requireClassMember(actor, classId);
        if (role === 'teacher' || role === 'leader') staff.add(classId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return staff;
  }

  interface FormView {
    form: FormRow;
    classIds: number[];
    /** The children the viewer sees: those of the classes they staff, and their own. */
    children: RosterStudent[];
    staffClassIds: Set<number>;
    answers: FormAnswerRow[];
  }

  /** The forms as the actor sees them, leaving out those they may not see. A few queries whatever the number of forms. */
  async function viewForms(actor: Actor, formRows: FormRow[]): Promise<FormView[]> {
    const formIds = formRows.map((form) => form.id);
    const [classLinks, studentLinks, answers] = await Promise.all([
      repo.listClassIdsOfForms(db, formIds),
      repo.listStudentIdsOfForms(db, formIds),
      repo.listAnswersOfForms(db, formIds),
    ]);
    const allClassIds = [...new Set(classLinks.map((link) => link.schoolClassId))];
    const [staff, roster] = await Promise.all([staffClassesOf(actor, allClassIds), listRoster(allClassIds)]);
    const views: FormView[] = [];
    for (const form of formRows) {
      const classIds = classLinks.filter((link) => link.formId === form.id).map((link) => link.schoolClassId);
      const asked = new Set(studentLinks.filter((link) => link.formId === form.id).map((link) => link.studentId));
      const children = roster.filter(
        (student) => asked.has(student.id) && classIds.includes(student.schoolClassId) && (staff.has(student.schoolClassId) || isGuardian(actor.userId, student)),
      );
      const staffClassIds = new Set(classIds.filter((classId) => staff.has(classId)));
      if (staffClassIds.size === 0 && children.length === 0) continue;
      views.push({ form, classIds, children, staffClassIds, answers: answers.filter((answer) => answer.formId === form.id) });
    }
    return views;
  }

  async function viewForm(actor: Actor, formId: number): Promise<FormView> {
    const [view] = await viewForms(actor, [await requireForm(formId)]);
    if (!view) throw AppError.notFound();
    return view;
  }

  /** The form, if the actor is staff of one of its classes: 404 for outsiders, 403 for its families. */
  async function viewAsStaff(actor: Actor, formId: number): Promise<FormView> {
    const view = await viewForm(actor, formId);
    if (view.staffClassIds.size === 0) throw AppError.forbidden();
    return view;
  }

  /** The form, if the actor is staff of every one of its classes: they alone change it. */
  async function viewAsManager(actor: Actor, formId: number): Promise<FormView> {
    const view = await viewAsStaff(actor, formId);
    if (view.staffClassIds.size !== view.classIds.length) throw AppError.forbidden(FORM_MESSAGES.manageForbidden);
    return view;
  }

  function childrenOf(view: FormView, classNames: Map<number, string>): FormChildDto[] {
    return view.children.map((student) => {
      const own = view.answers.filter((answer) => answer.studentId === student.id);
      const latest = own.find((answer) => !own.some((later) => later.supersedesId === answer.id));
      return {
        student: { id: student.id, name: student.name },
        school_class: { id: student.schoolClassId, name: classNames.get(student.schoolClassId) ?? '' },
        status: statusOf(latest),
        answer: latest ? toAnswerDto(latest) : null,
        history: own.filter((answer) => answer !== latest).map(toAnswerDto),
      };
    });
  }

  async function describe(views: FormView[]): Promise<FormDto[]> {
    const classNames = await classes.listClassNames([...new Set(views.flatMap((view) => view.classIds))]);
    return views.map(({ form, classIds, staffClassIds, ...view }) => ({
      id: form.id,
      title: form.title,
      text: form.text,
      pdf: form.pdf ? storage.urlFor(form.pdf) : null,
      questions: form.questions,
      deadline: form.deadline.toISOString(),
      is_open: form.deadline > now(),
      created_at: form.createdAt.toISOString(),
      classes: classIds.map((id) => ({ id, name: classNames.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
      can_manage: staffClassIds.size > 0,
      children: childrenOf({ form, classIds, staffClassIds, ...view }, classNames),
    }));
  }

  async function describeOne(actor: Actor, formId: number): Promise<FormDto> {
    const [dto] = await describe([await viewForm(actor, formId)]);
    if (!dto) throw AppError.notFound();
    return dto;
  }

  function checkDeadline(deadline: string): Date {
    const moment = new Date(deadline);
    if (moment <= now()) throw AppError.invalid({ deadline: [FORM_MESSAGES.deadlineInPast] });
    return moment;
  }

  const recipientsOf = (children: RosterStudent[]): FormRecipient[] =>
    children.flatMap((student) => student.guardians.map((guardian) => ({ userId: guardian.id, classId: student.schoolClassId })));

  return {
    /** Sends a form to children of classes the actor teaches, or of their school's classes if they lead it. */
    async createForm(actor: Actor, body: FormCreateBody): Promise<FormDto> {
      const classIds = [...new Set(body.classes)];
      for (const classId of classIds) refuseArchivedClass((await access.requireClassStaff(actor, classId)).schoolClass);
      const deadline = checkDeadline(body.deadline);
      const roster = await listRoster(classIds);
      let chosen = roster;
      if (body.students) {
        const wanted = new Set(body.students);
        const known = new Set(roster.map((student) => student.id));
        if ([...wanted].some((studentId) => !known.has(studentId))) throw AppError.invalid({ students: [FORM_MESSAGES.studentsNotInClasses] });
        chosen = roster.filter((student) => wanted.has(student.id));
      }
      if (chosen.length === 0) throw AppError.invalid({ students: [FORM_MESSAGES.noChildren] });
      const form = await db.transaction((tx) =>
        repo.insertForm(
          tx,
          { authorUserId: actor.userId, title: body.title, text: body.text, questions: body.questions, deadline },
          classIds,
          chosen.map((student) => student.id),
        ),
      );
      await listener.formPublished({ id: form.id, title: form.title, recipients: recipientsOf(chosen) });
      return describeOne(actor, form.id);
    },

    /** GET one form as the actor sees it. */
    getForm: describeOne,

    /** The forms of a class (any member; a family sees those about its children), or without a class those about the actor's children. */
    async listForms(actor: Actor, classId?: number): Promise<FormDto[]> {
      if (classId === undefined) return describe(await viewForms(actor, await repo.listFormsOfGuardian(db, actor.userId)));
      await access.requireClassMember(actor, classId);
      return describe(await viewForms(actor, await repo.listFormsOfClass(db, classId)));
    },

    /**
     * A guardian signs for one child. The first answer is final; a correction names the answer it
     * replaces and is added beside it, so the record keeps both. Closed after the deadline.
     */
    async answerForm(actor: Actor, formId: number, body: FormAnswerBody): Promise<FormDto> {
      const form = await requireForm(formId);
      const asked = await repo.listStudentIdsOfForms(db, [formId]);
      const student = asked.some((link) => link.studentId === body.student) ? await students.findStudentWithPeople(body.student) : null;
      if (!student || !isGuardian(actor.userId, student)) throw AppError.notFound();
      refuseArchivedClass(student.schoolClass);
      if (form.deadline <= now()) throw AppError.conflict(FORM_MESSAGES.deadlinePassed);
      const { answers, consent } = checkAnswers(form.questions, body.answers);
      const latest = await repo.findLatestAnswer(db, formId, body.student);
      if (body.corrects === undefined && latest) throw AppError.conflict(FORM_MESSAGES.alreadyAnswered);
      if (body.corrects !== undefined && latest?.id !== body.corrects) throw AppError.conflict(FORM_MESSAGES.correctsNotLatest);
      const inserted = await repo.insertAnswer(db, {
        formId,
        studentId: body.student,
        guardianUserId: actor.userId,
        signedName: body.signed_name,
        answers,
        consent,
        supersedesId: body.corrects ?? null,
      });
      if (!inserted) throw AppError.conflict(body.corrects === undefined ? FORM_MESSAGES.alreadyAnswered : FORM_MESSAGES.correctsNotLatest);
      return describeOne(actor, formId);
    },

    /** Moves the deadline (later, to reopen or extend it); the staff of every class of the form. */
    async changeDeadline(actor: Actor, formId: number, body: FormDeadlineBody): Promise<FormDto> {
      await viewAsManager(actor, formId);
      await repo.updateFormDeadline(db, formId, checkDeadline(body.deadline));
      return describeOne(actor, formId);
    },

    /** Attaches a PDF (the letter itself), checked by its content; replaces any earlier one. */
    async attachPdf(actor: Actor, formId: number, upload: Buffer): Promise<FormDto> {
      await viewAsManager(actor, formId);
      if (!(await isPdf(upload))) throw AppError.invalid({ pdf: [FORM_MESSAGES.pdfWrongType] });
      const key = newMediaKey('forms', 'pdf');
      await storage.put(key, upload);
      const replaced = await repo.setFormPdf(db, formId, key);
      if (replaced) await storage.delete(replaced);
      return describeOne(actor, formId);
    },

    /** Reminds the guardians of the children still waiting, in the classes the actor staffs: an entry, a push and an e-mail each. */
    async remindWaiting(actor: Actor, formId: number): Promise<FormRemindDto> {
      const view = await viewAsStaff(actor, formId);
      const answered = new Set(view.answers.map((answer) => answer.studentId));
      const waiting = view.children.filter((student) => view.staffClassIds.has(student.schoolClassId) && !answered.has(student.id));
      const recipients = recipientsOf(waiting);
      const guardianIds = [...new Set(recipients.map((recipient) => recipient.userId))];
      if (guardianIds.length === 0) return { children: waiting.length, guardians: 0 };
      await listener.formReminded({ id: formId, title: view.form.title, recipients });
      const profiles = await accounts.listDeliveryProfiles(guardianIds);
      await outbox.enqueueMany(
        profiles.map((profile) => {
          const childNames = waiting.filter((student) => isGuardian(profile.id, student)).map((student) => student.name);
          return formReminderMail(profile, { id: formId, title: view.form.title, deadline: view.form.deadline, childNames }, publicUrl);
        }),
      );
      return { children: waiting.length, guardians: guardianIds.length };
    },

    /** The answers child by child as CSV, for the staff of the form's classes. */
    async exportAnswersCsv(actor: Actor, formId: number): Promise<{ fileName: string; csv: string }> {
      const [dto] = await describe([await viewAsStaff(actor, formId)]);
      if (!dto) throw AppError.notFound();
      return { fileName: `form-${formId}.csv`, csv: answersToCsv(dto) };
    },
  };
}
