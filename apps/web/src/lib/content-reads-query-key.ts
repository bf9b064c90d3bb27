/**
 * The cache keys of a class's read receipts (docs/decisions.md, "Read receipts"): the teacher's
 * notification socket says when a family read something, so the notifications feature refreshes
 * them and the key lives here.
 */
export function classContentReadsQueryKey(classId: number) {
  return ['class-content-reads', classId] as const;
}
