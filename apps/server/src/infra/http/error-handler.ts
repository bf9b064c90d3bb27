import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NON_FIELD_ERRORS, type FieldErrors, VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';

/** What a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one place that turns errors into answers: field errors as `{field: [message]}`, other
 * refusals as `{detail}`, a database that is down, frozen or overloaded as 503 with Retry-After,
 * and anything unexpected logged once and answered as a generic 500. Logged errors never carry a
 * statement's parameters.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.isClosingConnection) reply.header('connection', 'close');
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.code(404).send({ detail: VALIDATION_MESSAGES.notFound });
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
      const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? VALIDATION_MESSAGES.invalidJson : error.message;
      return reply.code(statusCode).send({ detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: VALIDATION_MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: VALIDATION_MESSAGES.serverError });
  });
}
