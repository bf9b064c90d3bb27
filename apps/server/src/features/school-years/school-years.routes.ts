import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassYearEndBodySchema, ClassYearEndDtoSchema } from '@homeroom/contract/school-years';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { SchoolYearsService } from './school-years.service.ts';

export const schoolYearsRoutes: FastifyPluginAsyncZod<{ schoolYears: SchoolYearsService }> = async (
  app,
  { schoolYears },
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/school/class-year-end/:id/',
    {
      schema: {
        params: IdParamsSchema,
        body: ClassYearEndBodySchema,
        response: { 200: ClassYearEndDtoSchema },
      },
    },
    (request) => schoolYears.endClassYear(requireActor(request), request.params.id, request.body),
  );
};
