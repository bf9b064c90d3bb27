import { z } from 'zod';

/** A required text field: trimmed, and `message` when missing or blank. */
export function requiredText(message: string, maxLength = 255) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Ensure this field has no more than ${maxLength} characters.`);
}

/** A required e-mail address, trimmed and lower-cased so that lookups ignore case. */
export function requiredEmail(message = 'Email is required') {
  return requiredText(message, 254)
    .pipe(z.email('Enter a valid email address.'))
    .transform((email) => email.toLowerCase());
}

/**
 * Field errors as the API speaks them: `{ field: [message, ...] }`, with errors not tied to one
 * field under `non_field_errors`.
 */
export type FieldErrors = Record<string, string[]>;

export const NON_FIELD_ERRORS = 'non_field_errors';

/** Turns a zod error into the API's field error map. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}
