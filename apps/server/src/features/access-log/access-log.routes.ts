import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChildAccessLogDtoSchema } from '@homeroom/contract/access-log';
import { IdParamsSchema } from '@homeroom/contract/validation';
import { requireActor, signedInOnly } from '../../infra/http/auth-hook.ts';
import type { AccessLogService } from './access-log.service.ts';

export const accessLogRoutes: FastifyPluginAsyncZod<{ accessLog: AccessLogService }> = async (app, { accessLog }) => {
  app.addHook('preValidation', signedInOnly);

  app.get(
    '/school/student-access-log/:id/',
    { schema: { params: IdParamsSchema, response: { 200: ChildAccessLogDtoSchema } } },
    (request) => accessLog.listChildAccessLog(requireActor(request), request.params.id),
  );
};
