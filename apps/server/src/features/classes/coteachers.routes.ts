import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassCoteacherParamsSchema,
  CoteacherInvitationAcceptDtoSchema,
  CoteacherInvitationListDtoSchema,
  CoteacherInviteBodySchema,
  CoteacherInviteDtoSchema,
} from '@homeroom/contract/coteachers';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { CoteachersService } from './coteachers.service.ts';

export const coteachersRoutes: FastifyPluginAsyncZod<{ coteachers: CoteachersService }> = async (
  app,
  { coteachers },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/class-coteacher-invite/:id/',
    {
      schema: {
        params: IdParamsSchema,
        body: CoteacherInviteBodySchema,
        response: { 201: CoteacherInviteDtoSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await coteachers.inviteCoteacher(requireActor(request), request.params.id, request.body.email)),
  );

  app.get(
    '/school/coteacher-invitations/',
    { schema: { response: { 200: CoteacherInvitationListDtoSchema } } },
    (request) => coteachers.listMyInvitations(requireActor(request)),
  );

  app.post(
    '/school/coteacher-invitation-accept/:id/',
    { schema: { params: IdParamsSchema, response: { 200: CoteacherInvitationAcceptDtoSchema } } },
    (request) => coteachers.acceptInvitation(requireActor(request), request.params.id),
  );

  app.post(
    '/school/coteacher-invitation-decline/:id/',
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await coteachers.declineInvitation(requireActor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/school/class-coteacher/:id/:user_id/',
    { schema: { params: ClassCoteacherParamsSchema } },
    async (request, reply) => {
      await coteachers.removeCoteacher(requireActor(request), request.params.id, request.params.user_id);
      return reply.code(204).send();
    },
  );
};
