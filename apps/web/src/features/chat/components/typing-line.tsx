import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { UserNameDto } from '@homeroom/contract/accounts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { listTypists, subscribeToTyping } from '../typing-store.ts';

/** "Priya is typing...", "Priya and Sam are typing...", or several; empty when nobody else types. */
export function typingText(typists: readonly UserNameDto[]): string {
  const [first, second] = typists;
  if (!first) return '';
  if (!second) return i18n.t('chatRecord:typing.one', { name: first.first_name });
  if (typists.length === 2) return i18n.t('chatRecord:typing.two', { first: first.first_name, second: second.first_name });
  return i18n.t('chatRecord:typing.many');
}

/** Who else is typing in the group, said politely to screen readers; the line keeps its height. */
export function TypingLine({ groupId, currentUserId }: { groupId: number; currentUserId: number | undefined }) {
  // Re-rendered in the language the app speaks.
  useTranslation('chatRecord');
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToTyping((changedGroupId) => changedGroupId === groupId && onChange()),
    [groupId],
  );
  // A string snapshot: the same typists give the same value, so nothing re-renders needlessly.
  const names = useSyncExternalStore(subscribe, () =>
    JSON.stringify(listTypists(groupId).filter((typist) => typist.id !== currentUserId)),
  );
  const typists = JSON.parse(names) as UserNameDto[];
  return (
    <p aria-live="polite" className="min-h-5 px-1 text-sm text-slate-600 italic">
      {typingText(typists)}
    </p>
  );
}
