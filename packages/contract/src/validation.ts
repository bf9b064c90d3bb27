import { z } from 'zod';

/** What the API answers for text with a NUL character, which PostgreSQL cannot store. */
export const NUL_CHARACTER_MESSAGE = 'Null characters are not allowed.';
export const INVALID_ID_MESSAGE = 'A valid integer is required.';
/** The largest id an `integer` column holds: a larger one names nothing, and the database refuses it. */
export const MAX_ID = 2_147_483_647;

/** Whether a text has a NUL character, which no text column can store. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/** Any text: refused with a field message when it has a NUL character. */
export function text(options: { error?: string } = {}) {
  return z.string(options).refine((value) => !hasNulCharacter(value), NUL_CHARACTER_MESSAGE);
}

/** A required text field: trimmed, and `message` when missing or blank. */
export function requiredText(message: string, maxLength = 255) {
  return text({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Ensure this field has no more than ${maxLength} characters.`);
}

/** An id in a path, a query or a body (`"12"` or `12`): a positive 32-bit integer, `message` otherwise. */
export function id(message = INVALID_ID_MESSAGE) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** The `{id}` of an address such as `school/class/{id}/`. */
export const IdParamsSchema = z.object({ id: id() });

/** Whether `YYYY-MM-DD` names a day of the calendar: `2025-02-30` does not. */
export function isCalendarDate(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date && year >= 1;
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
