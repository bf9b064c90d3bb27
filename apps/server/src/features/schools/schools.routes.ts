import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolDtoSchema } from '@homeroom/contract/accounts';
import {
  SchoolCreateBodySchema,
  TeacherSchoolDtoSchema,
  TeacherSchoolUpdateBodySchema,
} from '@homeroom/contract/schools';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { SchoolsService } from './schools.service.ts';

export const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (app, { schools }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/school-list-create/', { schema: { response: { 200: z.array(SchoolDtoSchema) } } }, () =>
    schools.listSchools(),
  );

  app.post(
    '/school/school-list-create/',
    { schema: { body: SchoolCreateBodySchema, response: { 201: SchoolDtoSchema } } },
    async (request, reply) => reply.code(201).send(await schools.createSchool(requireActor(request), request.body)),
  );

  app.put(
    '/school/teacher-school-update/',
    { schema: { body: TeacherSchoolUpdateBodySchema, response: { 200: TeacherSchoolDtoSchema } } },
    (request) => schools.setTeacherSchool(requireActor(request), request.body.school),
  );
};
