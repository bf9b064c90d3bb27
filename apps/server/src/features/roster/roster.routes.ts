import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RosterBodySchema,
  RosterClassDtoSchema,
  RosterImportDtoSchema,
  RosterPreviewDtoSchema,
} from '@homeroom/contract/roster';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { RosterService } from './roster.service.ts';

export const rosterRoutes: FastifyPluginAsyncZod<{ roster: RosterService }> = async (app, { roster }) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/school/roster-template/', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="homeroom-roster.csv"')
      .send(await roster.rosterTemplate(requireActor(request))),
  );

  app.get(
    '/school/roster-classes/',
    { schema: { response: { 200: z.array(RosterClassDtoSchema) } } },
    (request) => roster.listRosterClasses(requireActor(request)),
  );

  app.post(
    '/school/roster-preview/',
    { schema: { body: RosterBodySchema, response: { 200: RosterPreviewDtoSchema } } },
    (request) => roster.previewRoster(requireActor(request), request.body),
  );

  app.post(
    '/school/roster-import/',
    { schema: { body: RosterBodySchema, response: { 200: RosterImportDtoSchema } } },
    (request) => roster.importRoster(requireActor(request), request.body),
  );
};
