import { NON_FIELD_ERRORS, type FieldErrors, VALIDATION_MESSAGES } from '@homeroom/contract/validation';

/**
 * A refusal the API explains to the client: 400 with field errors, or another status with a
 * `detail`. Services throw it; the error handler writes it.
 */
export class AppError extends Error {
  private constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string },
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }

  /** Whether the answer closes its connection: the rest of a refused request body is never read. */
  isClosingConnection = false;

  /** This refusal, answered with `Connection: close` (an upload refused by its declared length). */
  closingConnection(): this {
    this.isClosingConnection = true;
    return this;
  }

  /** Every message of the refusal, for answers that are not HTTP (socket errors). */
  get messages(): string[] {
    return 'detail' in this.body && typeof this.body.detail === 'string'
      ? [this.body.detail]
      : Object.values(this.body as FieldErrors).flat();
  }

  /** 400 with messages per field, as forms show them. */
  static invalid(fieldErrors: FieldErrors): AppError {
    return new AppError(400, fieldErrors);
  }

  /** 400 with one message not tied to a field. */
  static invalidRequest(message: string): AppError {
    return new AppError(400, { [NON_FIELD_ERRORS]: [message] });
  }

  static unauthenticated(detail = 'Authentication credentials were not provided.'): AppError {
    return new AppError(401, { detail });
  }

  static forbidden(detail = 'You do not have permission to perform this action.'): AppError {
    return new AppError(403, { detail });
  }

  static notFound(detail: string = VALIDATION_MESSAGES.notFound): AppError {
    return new AppError(404, { detail });
  }

  /** 409: the request is sound but the thing's state refuses it (an archived class). */
  static conflict(detail: string): AppError {
    return new AppError(409, { detail });
  }

  /** 413: a request larger than a limit allows. */
  static tooLarge(detail: string): AppError {
    return new AppError(413, { detail });
  }

  static tooManyRequests(detail: string): AppError {
    return new AppError(429, { detail });
  }
}
