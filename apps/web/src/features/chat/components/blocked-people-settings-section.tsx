import { MODERATION_MESSAGES } from '@homeroom/contract/moderation';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useSetBlocked } from '../api/block-person.ts';
import { useBlockedPeople } from '../api/get-blocked-people.ts';

/** "Blocked people" in a parent's Settings: whom they blocked, each to unblock (docs/decisions.md, "Blocking"). */
export function BlockedPeopleSettingsSection() {
  useTranslation();
  const blocked = useBlockedPeople();
  const setBlocked = useSetBlocked();
  const status = useTimedMessage();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function unblock(userId: number) {
    status.clear();
    setBusyId(userId);
    try {
      await setBlocked.mutateAsync({ userId, isBlocked: false });
      status.show({ tone: 'success', text: translateMessage(MODERATION_MESSAGES.unblocked) });
    } catch {
      status.show({ tone: 'error', text: translateMessage(MODERATION_MESSAGES.actionFailed) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="blocked-people-heading" className="mt-4 flex max-w-xl flex-col gap-4 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-1">
        <h2 id="blocked-people-heading" className="text-base font-semibold text-slate-900">
          {translateMessage(MODERATION_MESSAGES.blockedPeopleTitle)}
        </h2>
        <p className="text-sm text-slate-600">{translateMessage(MODERATION_MESSAGES.blockedPeopleIntro)}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {blocked.isError && <StatusMessage tone="error">{translateMessage(MODERATION_MESSAGES.actionFailed)}</StatusMessage>}
      {blocked.data?.blocked.length === 0 && (
        <p className="text-sm text-slate-600">{translateMessage(MODERATION_MESSAGES.noBlockedPeople)}</p>
      )}
      {blocked.data && blocked.data.blocked.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-2xl px-4 ring-1 ring-slate-200">
          {blocked.data.blocked.map((entry) => (
            <li key={entry.user.id} className="flex items-center gap-3 py-3">
              <PersonAvatar person={entry.user} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium break-words text-slate-900">{fullNameOf(entry.user)}</span>
                <span className="text-xs text-slate-600">{formatDate(entry.created_at)}</span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${translateMessage(MODERATION_MESSAGES.unblock)}: ${fullNameOf(entry.user)}`}
                isLoading={busyId === entry.user.id}
                disabled={busyId !== null}
                onClick={() => void unblock(entry.user.id)}
              >
                {translateMessage(MODERATION_MESSAGES.unblock)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
