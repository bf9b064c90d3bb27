import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LanguageDtoSchema,
  LanguageUpdateBodySchema,
  TimeZoneDtoSchema,
  TimeZoneUpdateBodySchema,
  ParentCreateBodySchema,
  ParentCreateDtoSchema,
  ProfilePictureDtoSchema,
  SettingsDtoSchema,
  SettingsUpdateBodySchema,
  TeacherCreateBodySchema,
  TeacherCreateDtoSchema,
  UserDtoSchema,
} from '@homeroom/contract/accounts';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import { readImageUpload } from '../../infra/http/multipart.ts';
import type { AccountsService, ProfileDescriber } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; profiles: ProfileDescriber }> = async (
  app,
  { accounts, profiles },
) => {
  app.addHook('preValidation', signedInOnly);

  app.get('/dj-rest-auth/user/', { schema: { response: { 200: UserDtoSchema } } }, (request) =>
    accounts.getUserDetails(requireActor(request), profiles),
  );

  app.post(
    '/school/teacher-create/',
    { schema: { body: TeacherCreateBodySchema.optional(), response: { 201: TeacherCreateDtoSchema } } },
    async (request, reply) => reply.code(201).send(await accounts.createTeacherProfile(requireActor(request))),
  );

  app.post(
    '/school/parent-create/',
    { schema: { body: ParentCreateBodySchema, response: { 201: ParentCreateDtoSchema } } },
    async (request, reply) =>
      reply.code(201).send(await accounts.createParentProfile(requireActor(request), request.body)),
  );

  app.put(
    '/school/language-update/',
    { schema: { body: LanguageUpdateBodySchema, response: { 200: LanguageDtoSchema } } },
    (request) => accounts.updateLanguage(requireActor(request), request.body),
  );

  app.put(
    '/school/time-zone-update/',
    { schema: { body: TimeZoneUpdateBodySchema, response: { 200: TimeZoneDtoSchema } } },
    (request) => accounts.updateTimeZone(requireActor(request), request.body),
  );

  app.put(
    '/school/settings-update/',
    { schema: { body: SettingsUpdateBodySchema, response: { 200: SettingsDtoSchema } } },
    (request) => accounts.updateSettings(requireActor(request), request.body),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/school/profile-upload/',
      schema: { response: { 200: ProfilePictureDtoSchema } },
      handler: async (request) => {
        const actor = requireActor(request);
        const { file } = await readImageUpload(request, 'profile_picture');
        return accounts.uploadProfilePicture(actor, file);
      },
    });
  }
};
