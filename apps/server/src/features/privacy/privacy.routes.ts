import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PrivacyPolicyDtoSchema } from '@homeroom/contract/privacy';
import type { RetentionService } from '../retention/retention.service.ts';

/** The privacy page's numbers, public: anyone may read how long this server keeps what, before registering. */
export const privacyRoutes: FastifyPluginAsyncZod<{ retention: RetentionService }> = async (app, { retention }) => {
  app.get('/privacy-policy/', { schema: { response: { 200: PrivacyPolicyDtoSchema } } }, () => retention.describePolicy());
};
