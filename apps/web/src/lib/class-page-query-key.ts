/**
 * The cache key of a class page (GET school/class/{id}/). Every feature that changes what the
 * class page shows (announcements, events, stories, assignments, students, stickers) refreshes
 * it, so the key lives here rather than in any one of them.
 */
export function classPageQueryKey(classId: number) {
  return ['class', classId] as const;
}
