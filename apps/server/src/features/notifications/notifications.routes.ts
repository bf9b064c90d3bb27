import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassNotificationsReadBodySchema,
  ClassNotificationsReadDtoSchema,
  NotificationDtoSchema,
  NotificationReadBodySchema,
  NotificationReadDtoSchema,
} from '@homeroom/contract/notifications';
import { DetailDtoSchema } from '@homeroom/contract/auth';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { sendRevalidated } from '../../infra/http/entity-tag.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/notifications-get/', { schema: { response: { 200: z.array(NotificationDtoSchema) } } }, async (request, reply) =>
    // The reply is untyped: it sends the JSON text the service wrote through the answer's schema.
    sendRevalidated(request, reply as FastifyReply, await notifications.readNotificationList(requireActor(request))),
  );

  app.put(
    '/school/class-notification-update/:id/',
    { schema: { params: IdParamsSchema, body: NotificationReadBodySchema, response: { 200: NotificationReadDtoSchema } } },
    (request) => notifications.markRead(requireActor(request), request.params.id, 'class'),
  );

  app.put(
    '/school/chat-notification-update/:id/',
    { schema: { params: IdParamsSchema, body: NotificationReadBodySchema, response: { 200: NotificationReadDtoSchema } } },
    (request) => notifications.markRead(requireActor(request), request.params.id, 'chat'),
  );

  app.put(
    '/school/class-notifications-read/:id/',
    { schema: { params: IdParamsSchema, body: ClassNotificationsReadBodySchema, response: { 200: ClassNotificationsReadDtoSchema } } },
    (request) => notifications.markClassContentRead(requireActor(request), request.params.id, request.body.types),
  );

  app.put(
    '/school/all-notifications-update/',
    { schema: { body: z.unknown().optional(), response: { 200: DetailDtoSchema } } },
    (request) => notifications.markAllRead(requireActor(request)),
  );
};
