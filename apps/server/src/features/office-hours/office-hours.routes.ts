import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatAvailabilityDtoSchema, OfficeHoursBodySchema, OfficeHoursDtoSchema } from '@homeroom/contract/office-hours';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { OfficeHoursService } from './office-hours.service.ts';

export const officeHoursRoutes: FastifyPluginAsyncZod<{ officeHours: OfficeHoursService }> = async (app, { officeHours }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/office-hours/', { schema: { response: { 200: OfficeHoursDtoSchema } } }, (request) =>
    officeHours.getOwnOfficeHours(requireActor(request)),
  );

  app.put('/school/office-hours/', { schema: { body: OfficeHoursBodySchema, response: { 200: OfficeHoursDtoSchema } } }, (request) =>
    officeHours.setOwnOfficeHours(requireActor(request), request.body),
  );

  app.get(
    '/school/chat-group-availability/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ChatAvailabilityDtoSchema } } },
    (request) => officeHours.describeChatAvailability(requireActor(request), request.params.id),
  );
};
