import type { UserNameDto } from '@homeroom/contract/accounts';
import { useChatContacts } from '../hooks/use-chat-contacts.ts';
import { BlockPersonButton } from './block-person-button.tsx';

/**
 * In a parent's direct chat with another parent, "Block" (docs/decisions.md, "Blocking"). Not
 * with a teacher of their classes: a family always reaches its child's school.
 */
export function DirectChatSafety({ person }: { person: UserNameDto }) {
  const contacts = useChatContacts('parent');
  if (!contacts.data) return null;
  const isTeacher = contacts.data.some((schoolClass) => schoolClass.teachers.some((teacher) => teacher.id === person.id));
  return isTeacher ? null : <BlockPersonButton person={person} />;
}
