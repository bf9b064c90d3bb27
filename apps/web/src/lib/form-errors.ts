import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * Puts each field's server messages beside its input (one per line) and returns the messages that
 * belong at the top of the form: the detail, non-field errors and errors of fields the form lacks.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) {
    return [error instanceof Error ? error.message : i18n.t('requestFailed.unknown')];
  }
  const topMessages: string[] = error.detail ? [error.detail] : [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const formField = formFields.find((name) => name === field);
    if (formField) setError(formField, { type: 'server', message: messages.join('\n') });
    else topMessages.push(...messages);
  }
  return topMessages.length > 0 || Object.keys(error.fieldErrors).length > 0 ? topMessages : [error.message];
}
