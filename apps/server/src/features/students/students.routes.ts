import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import {
  GuardianInvitationAcceptBodySchema,
  GuardianInvitationAcceptDtoSchema,
  GuardianInviteBodySchema,
  GuardianInviteDtoSchema,
  PortfolioDtoSchema,
  StudentGuardianParamsSchema,
  StudentInviteCodeDtoSchema,
  StudentCreateBodySchema,
  StudentCreateDtoSchema,
  StudentImageDtoSchema,
  StudentUpdateBodySchema,
  StudentUpdateDtoSchema,
  UseInviteCodeBodySchema,
  UseInviteCodeDtoSchema,
} from '@homeroom/contract/students';
import { IdParamsSchema } from '@homeroom/contract/validation';
import type { Config } from '../../config.ts';
import { limitAttempts, type AttemptCounter } from '../../infra/http/attempt-limiter.ts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { readImageUpload } from '../../infra/http/multipart.ts';
import { sendRevalidated } from '../../infra/http/entity-tag.ts';
import type { PortfolioService } from './portfolio.service.ts';
import type { StudentsService } from './students.service.ts';

interface StudentsRoutesOptions {
  students: StudentsService;
  portfolios: PortfolioService;
  rateLimit: Config['rateLimit'];
  inviteCodePerAddress: number;
  attempts: AttemptCounter;
}

export const studentsRoutes: FastifyPluginAsyncZod<StudentsRoutesOptions> = async (
  app,
  { students, portfolios, rateLimit, inviteCodePerAddress, attempts },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/student-create/',
    { schema: { body: StudentCreateBodySchema, response: { 201: StudentCreateDtoSchema } } },
    async (request, reply) => reply.code(201).send(await students.createStudent(requireActor(request), request.body)),
  );

  app.put(
    '/school/student-update/:id/',
    { schema: { params: IdParamsSchema, body: StudentUpdateBodySchema, response: { 200: StudentUpdateDtoSchema } } },
    (request) => students.renameStudent(requireActor(request), request.params.id, request.body.name),
  );

  app.delete('/school/student-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await students.deleteStudent(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/school/student-image-upload/:id/',
      schema: { params: IdParamsSchema, response: { 200: StudentImageDtoSchema } },
      handler: async (request) => {
        const actor = requireActor(request);
        const { file } = await readImageUpload(request, 'image');
        return students.uploadStudentImage(actor, request.params.id, file);
      },
    });
  }

  // Codes are unguessable only while guessing is slow: each user has a few tries per window, and
  // each client address a few more, so that making many accounts does not help.
  app.put(
    '/school/use-invite-code/',
    {
      schema: { body: UseInviteCodeBodySchema, response: { 200: UseInviteCodeDtoSchema } },
      preHandler: limitAttempts(
        attempts,
        [
          {
            name: 'invite-code:user',
            max: rateLimit.inviteCodePerUser,
            windowMs: rateLimit.windowMs,
            keyOf: (request) => String(request.actor?.userId ?? ''),
          },
          { name: 'invite-code:address', max: inviteCodePerAddress, windowMs: rateLimit.windowMs, keyOf: (request) => request.ip },
        ],
        SCHOOL_MESSAGES.tooManyInviteCodes,
      ),
    },
    (request) => students.useInviteCode(requireActor(request), request.body.code),
  );

  app.get(
    '/school/student-portfolio-list/:id/',
    { schema: { params: IdParamsSchema, response: { 200: PortfolioDtoSchema } } },
    async (request, reply) => {
      // The reply is untyped: it sends the JSON text the service wrote through the answer's schemas.
      return sendRevalidated(request, reply as FastifyReply, await portfolios.readPortfolio(requireActor(request), request.params.id));
    },
  );

  app.post(
    '/school/student-guardian-invite/:id/',
    {
      schema: { params: IdParamsSchema, body: GuardianInviteBodySchema, response: { 201: GuardianInviteDtoSchema } },
      // Each invitation is a mail to any address: a guardian cannot make the school's server send many.
      preHandler: limitAttempts(
        attempts,
        [{ name: 'guardian-invite:user', max: rateLimit.guardianInvitesPerUser, windowMs: rateLimit.windowMs, keyOf: (request) => String(request.actor?.userId ?? '') }],
        SCHOOL_MESSAGES.tooManyGuardianInvites,
      ),
    },
    async (request, reply) => reply.code(201).send(await students.inviteGuardian(requireActor(request), request.params.id, request.body.email)),
  );

  app.put(
    '/school/guardian-invitation-accept/',
    { schema: { body: GuardianInvitationAcceptBodySchema, response: { 200: GuardianInvitationAcceptDtoSchema } } },
    (request) => students.acceptGuardianInvitation(requireActor(request), request.body.token),
  );

  app.post(
    '/school/student-invite-code/:id/',
    { schema: { params: IdParamsSchema, response: { 200: StudentInviteCodeDtoSchema } } },
    (request) => students.issueInviteCode(requireActor(request), request.params.id),
  );

  app.delete('/school/student-guardian/:id/:user_id/', { schema: { params: StudentGuardianParamsSchema } }, async (request, reply) => {
    await students.unlinkGuardian(requireActor(request), request.params.id, request.params.user_id);
    return reply.code(204).send();
  });
};
