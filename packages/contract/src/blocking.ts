import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { MODERATION_MESSAGES } from './moderation.ts';
import { id } from './validation.ts';

/** POST school/user-block/ and school/user-unblock/: the person to block or unblock. */
export const BlockBodySchema = z.object({ user: id(MODERATION_MESSAGES.userRequired) });
export type BlockBody = z.infer<typeof BlockBodySchema>;

/** Someone the user blocked, and since when. */
export const BlockedUserDtoSchema = z.object({
  user: UserSummaryDtoSchema,
  created_at: z.string(),
});
export type BlockedUserDto = z.infer<typeof BlockedUserDtoSchema>;

/** GET school/user-block-list/: the people the user blocked, most recent first. Never who blocked them. */
export const BlockListDtoSchema = z.object({ blocked: z.array(BlockedUserDtoSchema) });
export type BlockListDto = z.infer<typeof BlockListDtoSchema>;
