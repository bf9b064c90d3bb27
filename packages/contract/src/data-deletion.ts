import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.ts';

export const DATA_DELETION_MESSAGES = {
  emailMismatch: 'Type the e-mail address of this account to confirm.',
  lastLeader: 'You are the last leader of your school: appoint another leader before deleting your account.',
} as const;

/** POST school/account-delete/: the caller types their own e-mail address to confirm. */
export const AccountDeleteBodySchema = z.object({
  email: z.string({ error: VALIDATION_MESSAGES.fieldRequired }).trim().min(1, { error: VALIDATION_MESSAGES.fieldRequired }).max(254),
});
export type AccountDeleteBody = z.infer<typeof AccountDeleteBodySchema>;
