/** What blocking needs to know of a person: whether they have a teacher or a parent profile. */
export interface BlockingProfiles {
  teacherId: number | null;
  parentId: number | null;
}

const isParentOnly = (profiles: BlockingProfiles | undefined) =>
  profiles !== undefined && profiles.parentId !== null && profiles.teacherId === null;

/**
 * Parents block parents, nobody else (docs/decisions.md, "Blocking"): a family must always
 * reach its child's school, and a school its families, so a teacher neither blocks nor is blocked.
 */
export function canBlock(blocker: BlockingProfiles | undefined, blocked: BlockingProfiles | undefined): boolean {
  return isParentOnly(blocker) && isParentOnly(blocked);
}

/**
 * Who may reach whom by direct message, as far as blocks go: `blocker` when the user blocked the
 * other (they are told so), `blocked` when the other blocked the user (they must not learn it:
 * their refusal reads as for anyone they cannot reach), null when nothing stands between them.
 */
export function directMessageBlock(
  userId: number,
  blocks: { blockerId: number; blockedId: number }[],
): 'blocker' | 'blocked' | null {
  if (blocks.some((block) => block.blockerId === userId)) return 'blocker';
  if (blocks.some((block) => block.blockedId === userId)) return 'blocked';
  return null;
}
