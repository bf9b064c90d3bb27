import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NON_FIELD_ERRORS, type FieldErrors } from '@homeroom/contract/validation';
import { AppError } from './app-error.ts';

/**
 * The one place that turns errors into answers: field errors as `{field: [message]}`, other
 * refusals as `{detail}`, and anything unexpected logged once and answered as a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || NON_FIELD_ERRORS;
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send(fieldErrors);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return reply.code(429).send({ detail: error.message });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's mistake, said plainly.
      const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'JSON parse error.' : error.message;
      return reply.code(statusCode).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}
