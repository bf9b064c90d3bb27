import { z } from 'zod';

/** What of a child's record someone opened (docs/decisions.md, "Access log"). */
export const CHILD_ACCESS_KINDS = ['portfolio', 'hand_ins', 'export'] as const;
export type ChildAccessKind = (typeof CHILD_ACCESS_KINDS)[number];

/** The reader's standing when they looked: in practice a leader of the child's school. */
export const CHILD_ACCESS_ROLES = ['school_leader', 'staff'] as const;
export type ChildAccessRole = (typeof CHILD_ACCESS_ROLES)[number];

/** One look at a child's record by someone who is neither their guardian nor their teacher. */
export const ChildAccessEntryDtoSchema = z.object({
  id: z.number(),
  /** The reader's name as it was when they looked, kept should their account go. */
  reader_name: z.string(),
  reader_role: z.enum(CHILD_ACCESS_ROLES),
  what: z.enum(CHILD_ACCESS_KINDS),
  accessed_at: z.string(),
});
export type ChildAccessEntryDto = z.infer<typeof ChildAccessEntryDtoSchema>;

/** GET school/student-access-log/{id}/: newest first, for the child's guardians only. */
export const ChildAccessLogDtoSchema = z.array(ChildAccessEntryDtoSchema);
export type ChildAccessLogDto = z.infer<typeof ChildAccessLogDtoSchema>;
