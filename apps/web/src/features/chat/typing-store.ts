import { TYPING_EXPIRY_MS } from '@homeroom/contract/chat';
import type { UserNameDto } from '@homeroom/contract/accounts';

/**
 * Who is typing in each open group, never stored: a typist stays TYPING_EXPIRY_MS after their
 * last frame, or until their message arrives. Listeners hear every change of a group.
 */
const typistsByGroup = new Map<number, Map<number, { user: UserNameDto; timer: ReturnType<typeof setTimeout> }>>();
const listeners = new Set<(groupId: number) => void>();

function changed(groupId: number): void {
  listeners.forEach((listener) => listener(groupId));
}

/** A member is typing in the group: they show until TYPING_EXPIRY_MS pass without another frame. */
export function noteTyping(groupId: number, user: UserNameDto): void {
  const typists = typistsByGroup.get(groupId) ?? new Map();
  typistsByGroup.set(groupId, typists);
  const held = typists.get(user.id);
  if (held) clearTimeout(held.timer);
  const timer = setTimeout(() => clearTyping(groupId, user.id), TYPING_EXPIRY_MS);
  typists.set(user.id, { user, timer });
  changed(groupId);
}

/** The member stopped typing (their message came, or time ran out). */
export function clearTyping(groupId: number, userId: number): void {
  const typists = typistsByGroup.get(groupId);
  const held = typists?.get(userId);
  if (!typists || !held) return;
  clearTimeout(held.timer);
  typists.delete(userId);
  changed(groupId);
}

/** The members typing in a group, in the order they started. */
export function listTypists(groupId: number): UserNameDto[] {
  return [...(typistsByGroup.get(groupId)?.values() ?? [])].map((entry) => entry.user);
}

/** Calls `listener` with the group's id at each change; answers the function that stops it. */
export function subscribeToTyping(listener: (groupId: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
