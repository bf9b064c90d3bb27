import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SchoolAnnouncementCreateBodySchema,
  SchoolAnnouncementDtoSchema,
  SchoolAnnouncementListQuerySchema,
  SchoolAnnouncementUpdateBodySchema,
} from '@homeroom/contract/school-announcements';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { SchoolAnnouncementsService } from './school-announcements.service.ts';

export const schoolAnnouncementsRoutes: FastifyPluginAsyncZod<{ schoolAnnouncements: SchoolAnnouncementsService }> = async (
  app,
  { schoolAnnouncements },
) => {
  app.addHook('preValidation', signedInOnly);

  app.get(
    '/school/school-announcements/',
    { schema: { querystring: SchoolAnnouncementListQuerySchema, response: { 200: z.array(SchoolAnnouncementDtoSchema) } } },
    (request) => schoolAnnouncements.listSchoolAnnouncements(requireActor(request), request.query.school),
  );

  app.post(
    '/school/school-announcement-create/',
    { schema: { body: SchoolAnnouncementCreateBodySchema, response: { 201: SchoolAnnouncementDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await schoolAnnouncements.publishSchoolAnnouncement(requireActor(request), request.body)),
  );

  app.put(
    '/school/school-announcement-update/:id/',
    { schema: { params: IdParamsSchema, body: SchoolAnnouncementUpdateBodySchema, response: { 200: SchoolAnnouncementDtoSchema } } },
    (request) => schoolAnnouncements.editSchoolAnnouncement(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/school-announcement-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await schoolAnnouncements.deleteSchoolAnnouncement(requireActor(request), request.params.id);
    return reply.code(204).send();
  });
};
