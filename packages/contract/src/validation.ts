import { z } from 'zod';

/**
 * The messages every feature's fields and answers share. A text with `{{name}}` is a template:
 * `fillMessage` puts the value in, and the translator reads the value back out of the English.
 */
export const VALIDATION_MESSAGES = {
  nulCharacter: 'Null characters are not allowed.',
  invalidId: 'A valid integer is required.',
  maxLength: 'Ensure this field has no more than {{max}} characters.',
  fieldRequired: 'This field is required.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidEmail: 'Enter a valid email address.',
  emailRequired: 'Email is required',
  notFound: 'Not found.',
  invalidJson: 'JSON parse error.',
  invalidToken: 'Invalid token.',
  databaseUnavailable: 'Homeroom cannot reach its database right now. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again.',
  rangeNotSatisfiable: 'Range not satisfiable.',
} as const;

/** A template message with its values filled in: `{{max}}` becomes `values.max`. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** What the API answers for text with a NUL character, which PostgreSQL cannot store. */
export const NUL_CHARACTER_MESSAGE = VALIDATION_MESSAGES.nulCharacter;
export const INVALID_ID_MESSAGE = VALIDATION_MESSAGES.invalidId;

/** The message of a text longer than `max` characters. */
export function maxLengthMessage(max: number): string {
  return fillMessage(VALIDATION_MESSAGES.maxLength, { max });
}
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
    .max(maxLength, maxLengthMessage(maxLength));
}

/** An id in a path, a query or a body (`"12"` or `12`): a positive 32-bit integer, `message` otherwise. */
export function id(message: string = INVALID_ID_MESSAGE) {
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
export function requiredEmail(message: string = VALIDATION_MESSAGES.emailRequired) {
  return requiredText(message, 254)
    .pipe(z.email(VALIDATION_MESSAGES.invalidEmail))
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
