import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConferenceBookingBodySchema,
  ConferenceCallDtoSchema,
  ConferenceRescheduleBodySchema,
  ConferenceWindowBodySchema,
  ConferenceWindowDtoSchema,
  ConferenceWindowListDtoSchema,
} from '@homeroom/contract/conferences';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { ConferencesService } from './conferences.service.ts';

const BookingAnswerSchema = z.object({ id: z.number(), slot: z.number() });

export const conferencesRoutes: FastifyPluginAsyncZod<{ conferences: ConferencesService }> = async (app, { conferences }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/class-conferences/:id/', { schema: { params: IdParamsSchema, response: { 200: ConferenceWindowListDtoSchema } } }, (request) =>
    conferences.listClassWindows(requireActor(request), request.params.id),
  );

  app.post(
    '/school/class-conferences/:id/',
    { schema: { params: IdParamsSchema, body: ConferenceWindowBodySchema, response: { 201: ConferenceWindowDtoSchema } } },
    async (request, reply) => reply.code(201).send(await conferences.createWindow(requireActor(request), request.params.id, request.body)),
  );

  app.put(
    '/school/conference-windows/:id/',
    { schema: { params: IdParamsSchema, body: ConferenceWindowBodySchema, response: { 200: ConferenceWindowDtoSchema } } },
    (request) => conferences.updateWindow(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/conference-windows/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await conferences.deleteWindow(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.post('/school/conference-bookings/', { schema: { body: ConferenceBookingBodySchema, response: { 201: BookingAnswerSchema } } }, async (request, reply) =>
    reply.code(201).send(await conferences.book(requireActor(request), request.body)),
  );

  app.put(
    '/school/conference-bookings/:id/',
    { schema: { params: IdParamsSchema, body: ConferenceRescheduleBodySchema, response: { 200: BookingAnswerSchema } } },
    (request) => conferences.reschedule(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/conference-bookings/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await conferences.cancel(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/school/conference-booking-ics/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const body = await conferences.readBookingFile(requireActor(request), request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="conference-${request.params.id}.ics"`)
      .send(body);
  });

  app.post(
    '/school/conference-bookings/:id/video-call/',
    { schema: { params: IdParamsSchema, response: { 200: ConferenceCallDtoSchema } } },
    (request) => conferences.openVideoCall(requireActor(request), request.params.id),
  );
};
