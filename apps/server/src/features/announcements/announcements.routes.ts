import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnnouncementCreateBodySchema, AnnouncementDtoSchema, AnnouncementUpdateBodySchema } from '@homeroom/contract/announcements';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { AnnouncementsService } from './announcements.service.ts';

export const announcementsRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementsService }> = async (
  app,
  { announcements },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/announcement-create/',
    { schema: { body: AnnouncementCreateBodySchema, response: { 201: AnnouncementDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await announcements.publishAnnouncement(requireActor(request), request.body)),
  );

  app.put(
    '/school/announcement-update/:id/',
    { schema: { params: IdParamsSchema, body: AnnouncementUpdateBodySchema, response: { 200: AnnouncementDtoSchema } } },
    (request) => announcements.editAnnouncement(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/announcement-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await announcements.deleteAnnouncement(requireActor(request), request.params.id);
    return reply.code(204).send();
  });
};
