import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AbsenceCreateBodySchema, AbsenceDayQuerySchema, AbsenceDtoSchema } from '@homeroom/contract/absences';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { AbsencesService } from './absences.service.ts';

const AbsenceListSchema = z.array(AbsenceDtoSchema);

export const absencesRoutes: FastifyPluginAsyncZod<{ absences: AbsencesService }> = async (app, { absences }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/absence-create/',
    { schema: { body: AbsenceCreateBodySchema, response: { 201: AbsenceDtoSchema } } },
    async (request, reply) => reply.code(201).send(await absences.reportAbsence(requireActor(request), request.body)),
  );

  app.get('/school/child-absences/:id/', { schema: { params: IdParamsSchema, response: { 200: AbsenceListSchema } } }, (request) =>
    absences.listChildAbsences(requireActor(request), request.params.id),
  );

  app.get(
    '/school/class-absences/:id/',
    { schema: { params: IdParamsSchema, querystring: AbsenceDayQuerySchema, response: { 200: AbsenceListSchema } } },
    (request) => absences.listClassAbsences(requireActor(request), request.params.id, request.query.day),
  );

  app.get('/school/teacher-absences/', { schema: { querystring: AbsenceDayQuerySchema, response: { 200: AbsenceListSchema } } }, (request) =>
    absences.listTeacherAbsences(requireActor(request), request.query.day),
  );

  app.get('/school/school-absences/', { schema: { querystring: AbsenceDayQuerySchema, response: { 200: AbsenceListSchema } } }, (request) =>
    absences.listSchoolAbsences(requireActor(request), request.query.day),
  );

  app.put('/school/absence-acknowledge/:id/', { schema: { params: IdParamsSchema, response: { 200: AbsenceDtoSchema } } }, (request) =>
    absences.acknowledgeAbsence(requireActor(request), request.params.id),
  );
};
