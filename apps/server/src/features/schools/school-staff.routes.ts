import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolRosterDtoSchema, SchoolStaffDtoSchema, StaffUserParamsSchema } from '@homeroom/contract/school-staff';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { SchoolStaffService } from './school-staff.service.ts';

/** A school's staff and roster, for its leaders (docs/decisions.md, "School leaders"). */
export const schoolStaffRoutes: FastifyPluginAsyncZod<{ staff: SchoolStaffService }> = async (app, { staff }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/school-staff/', { schema: { response: { 200: SchoolStaffDtoSchema } } }, (request) => staff.getStaff(requireActor(request)));

  app.get('/school/school-roster/', { schema: { response: { 200: SchoolRosterDtoSchema } } }, (request) => staff.getRoster(requireActor(request)));

  app.post('/school/school-teacher-approve/:userId/', { schema: { params: StaffUserParamsSchema } }, async (request, reply) => {
    await staff.approveTeacher(requireActor(request), request.params.userId);
    return reply.code(204).send();
  });

  app.post('/school/school-teacher-refuse/:userId/', { schema: { params: StaffUserParamsSchema } }, async (request, reply) => {
    await staff.refuseTeacher(requireActor(request), request.params.userId);
    return reply.code(204).send();
  });

  app.post('/school/school-leader-appoint/:userId/', { schema: { params: StaffUserParamsSchema } }, async (request, reply) => {
    await staff.appointLeader(requireActor(request), request.params.userId);
    return reply.code(204).send();
  });

  app.post('/school/school-leader-step-down/', async (request, reply) => {
    await staff.stepDown(requireActor(request));
    return reply.code(204).send();
  });

  app.delete('/school/school-teacher/:userId/', { schema: { params: StaffUserParamsSchema } }, async (request, reply) => {
    await staff.removeTeacher(requireActor(request), request.params.userId);
    return reply.code(204).send();
  });
};
