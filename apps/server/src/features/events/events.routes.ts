import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventCreateBodySchema, EventDtoSchema, EventUpdateBodySchema, HelperCreateBodySchema, HelperCreateDtoSchema } from '@homeroom/contract/events';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { EventsService } from './events.service.ts';
import { IdParamsSchema, id } from '@homeroom/contract/validation';

const EventIdParamsSchema = z.object({ eventId: id() });

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/event-create/',
    { schema: { body: EventCreateBodySchema, response: { 201: EventDtoSchema } } },
    async (request, reply) => reply.code(201).send(await events.publishEvent(requireActor(request), request.body)),
  );

  app.put(
    '/school/event-update/:id/',
    { schema: { params: IdParamsSchema, body: EventUpdateBodySchema, response: { 200: EventDtoSchema } } },
    (request) => events.editEvent(requireActor(request), request.params.id, request.body),
  );

  app.delete('/school/event-delete/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await events.deleteEvent(requireActor(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/school/helper-create/',
    { schema: { body: HelperCreateBodySchema, response: { 201: HelperCreateDtoSchema } } },
    async (request, reply) => reply.code(201).send(await events.registerHelper(requireActor(request), request.body.event)),
  );

  // Existing clients call it without the trailing slash; both work.
  for (const url of ['/school/helper-delete/:eventId', '/school/helper-delete/:eventId/']) {
    app.delete(url, { schema: { params: EventIdParamsSchema } }, async (request, reply) => {
      await events.unregisterHelper(requireActor(request), request.params.eventId);
      return reply.code(204).send();
    });
  }
};
