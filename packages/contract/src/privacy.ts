import { z } from 'zod';

/**
 * GET privacy-policy/ (public): how long this instance keeps what, from its retention settings,
 * so that the privacy page states the policy the server applies. A null number of days is "for ever".
 */
export const PrivacyPolicyDtoSchema = z.object({
  retention: z.object({
    /** Days an archived class, with its content and media, is kept after its year ended. */
    archived_class_days: z.number().int().positive(),
    /** Days a chat message is kept; null keeps messages for ever. */
    chat_message_days: z.number().int().positive().nullable(),
    /** Days an in-app notification is kept. */
    notification_days: z.number().int().positive(),
    /** Days before an archived class is deleted that its teachers are warned by mail. */
    deletion_warning_days: z.number().int().positive(),
  }),
});
export type PrivacyPolicyDto = z.infer<typeof PrivacyPolicyDtoSchema>;
