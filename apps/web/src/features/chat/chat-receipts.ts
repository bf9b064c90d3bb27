import type { ChatMemberDto, ChatMessageDto, ChatReadMarkDto } from '@homeroom/contract/chat';

/** A member who has read up to one of the viewer's messages, with when. */
export interface Reader {
  userId: number;
  name: string;
  readAt: string;
}

/**
 * The readers to show under each of the viewer's own messages: each member at the newest of
 * those messages their read mark has reached (docs/product.md, "Read receipts"). Marks of
 * people no longer members are left out.
 */
export function readersByMessage(
  messages: readonly ChatMessageDto[],
  marks: readonly ChatReadMarkDto[],
  members: readonly ChatMemberDto[],
  currentUserId: number | undefined,
): Map<number, Reader[]> {
  const ownIds = messages.filter((message) => message.sender?.id === currentUserId && !message.hidden_by_school && !message.is_removed).map((message) => message.id);
  const readers = new Map<number, Reader[]>();
  for (const mark of marks) {
    if (mark.user === currentUserId) continue;
    const member = members.find((entry) => entry.user.id === mark.user);
    if (!member) continue;
    const reached = ownIds.filter((id) => id <= mark.message).at(-1);
    if (reached === undefined) continue;
    const name = `${member.user.first_name} ${member.user.last_name}`.trim();
    readers.set(reached, [...(readers.get(reached) ?? []), { userId: mark.user, name, readAt: mark.read_at }]);
  }
  for (const list of readers.values()) list.sort((a, b) => a.readAt.localeCompare(b.readAt));
  return readers;
}

/** The group's read marks with one member's mark moved forward (never back). */
export function withReadMark(marks: readonly ChatReadMarkDto[], mark: ChatReadMarkDto): ChatReadMarkDto[] {
  const current = marks.find((entry) => entry.user === mark.user);
  if (current && current.message >= mark.message) return [...marks];
  return [...marks.filter((entry) => entry.user !== mark.user), mark];
}
