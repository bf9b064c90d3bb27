import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSIGNMENT_MESSAGES,
  AssigneeDetailDtoSchema,
  AssigneeDtoSchema,
  AssigneeListBodySchema,
  AssignmentByCodeDtoSchema,
  AssignmentCreateBodySchema,
  AssignmentDtoSchema,
  AssignmentResponseDtoSchema,
  AssignmentUpdateBodySchema,
  ScoreDtoSchema,
  ScoreUpdateBodySchema,
} from '@homeroom/contract/assignments';
import type { Config } from '../../config.ts';
import { limitAttempts, type AttemptCounter } from '../../infra/http/attempt-limiter.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import type { AssignmentsService } from './assignments.service.ts';
import { readResponseUpload } from './response-upload.ts';
import { IdParamsSchema, id, text } from '@homeroom/contract/validation';

const AssignmentIdParamsSchema = z.object({ assignmentId: id() });
const AssigneeIdParamsSchema = z.object({ assigneeId: id() });
const CodeParamsSchema = z.object({ code: text().min(1).max(64) });

interface AssignmentsRoutesOptions {
  assignments: AssignmentsService;
  storage: MediaStorage;
  handInRateLimit: Config['handInRateLimit'];
  attempts: AttemptCounter;
}

/** The teacher's calls: every one needs the class's teacher. */
const teacherRoutes: FastifyPluginAsyncZod<AssignmentsRoutesOptions> = async (app, { assignments }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/assignment-create/',
    { schema: { body: AssignmentCreateBodySchema, response: { 201: AssignmentDtoSchema } } },
    async (request, reply) => reply.code(201).send(await assignments.createAssignment(requireActor(request), request.body)),
  );

  app.put(
    '/school/assignment-update/:id/',
    { schema: { params: IdParamsSchema, body: AssignmentUpdateBodySchema, response: { 200: AssignmentDtoSchema } } },
    (request) => assignments.editAssignment(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/assignment-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await assignments.deleteAssignment(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/school/assignee-create/:assignmentId/',
    { schema: { params: AssignmentIdParamsSchema, response: { 200: z.array(AssigneeDtoSchema) } } },
    (request) => assignments.listAssigneeRefs(requireActor(request), request.params.assignmentId),
  );

  app.post(
    '/school/assignee-create/:assignmentId/',
    { schema: { params: AssignmentIdParamsSchema, body: AssigneeListBodySchema, response: { 201: z.array(AssigneeDtoSchema) } } },
    async (request, reply) =>
      reply.code(201).send(await assignments.assignStudents(requireActor(request), request.params.assignmentId, request.body)),
  );

  app.delete(
    '/school/assignee-delete-list/:assignmentId/',
    { schema: { params: AssignmentIdParamsSchema, body: AssigneeListBodySchema } },
    async (request) => {
      await assignments.unassignStudents(requireActor(request), request.params.assignmentId, request.body);
      return { detail: 'Students unassigned.' };
    },
  );

  app.get(
    '/school/assignee-list/:assignmentId/',
    { schema: { params: AssignmentIdParamsSchema, response: { 200: z.array(AssigneeDetailDtoSchema) } } },
    (request) => assignments.listAssigneeDetails(requireActor(request), request.params.assignmentId),
  );

  app.put(
    '/school/assignee-score-update/:assigneeId/',
    { schema: { params: AssigneeIdParamsSchema, body: ScoreUpdateBodySchema, response: { 200: ScoreDtoSchema } } },
    (request) => assignments.scoreAssignee(requireActor(request), request.params.assigneeId, request.body),
  );
};

/**
 * The student's calls, by link and without an account: a missing, `Token null` or unknown token
 * is simply anonymous here.
 */
const studentLinkRoutes: FastifyPluginAsyncZod<AssignmentsRoutesOptions> = async (app, { assignments, storage, handInRateLimit, attempts }) => {
  app.get(
    '/school/assignment-detail/:code/',
    { schema: { params: CodeParamsSchema, response: { 200: AssignmentByCodeDtoSchema } } },
    (request) => assignments.getAssignmentByCode(request.params.code),
  );

  app.post(
    '/school/assignment-response-create/',
    {
      schema: { response: { 201: AssignmentResponseDtoSchema } },
      // Anyone may call this without an account: the limit is counted before the form is read.
      preHandler: limitAttempts(
        attempts,
        [{ name: 'hand-in:address', max: handInRateLimit.perAddress, windowMs: handInRateLimit.windowMs, keyOf: (request) => request.ip }],
        ASSIGNMENT_MESSAGES.tooManyHandIns,
      ),
    },
    async (request, reply) =>
      reply.code(201).send(await assignments.submitResponse(await readResponseUpload(request, storage, assignments.checkHandIn))),
  );
};

export const assignmentsRoutes: FastifyPluginAsyncZod<AssignmentsRoutesOptions> = async (app, options) => {
  await app.register(teacherRoutes, options);
  await app.register(studentLinkRoutes, options);
};
