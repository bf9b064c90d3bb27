import type { UserNameDto } from '@homeroom/contract/accounts';
import { MODERATION_MESSAGES } from '@homeroom/contract/moderation';
import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useSetBlocked } from '../api/block-person.ts';
import { useBlockedPeople } from '../api/get-blocked-people.ts';

/**
 * A parent blocks the other parent of a direct chat, after asking (docs/decisions.md,
 * "Blocking"), or unblocks them. The other person is never told.
 */
export function BlockPersonButton({ person }: { person: UserNameDto }) {
  useTranslation();
  const blocked = useBlockedPeople();
  const setBlocked = useSetBlocked();
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const isBlocked = blocked.data?.blocked.some((entry) => entry.user.id === person.id) ?? false;
  const name = fullNameOf(person);

  async function change(isNowBlocked: boolean) {
    setFailure(null);
    try {
      await setBlocked.mutateAsync({ userId: person.id, isBlocked: isNowBlocked });
      setDone(translateMessage(isNowBlocked ? MODERATION_MESSAGES.blocked : MODERATION_MESSAGES.unblocked));
      setIsAsking(false);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.messages.join(' ') : translateMessage(MODERATION_MESSAGES.actionFailed));
      setIsAsking(false);
    }
  }

  if (!blocked.data) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isBlocked ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<CircleCheck aria-hidden="true" className="size-4" />}
          isLoading={setBlocked.isPending}
          onClick={() => void change(false)}
        >
          {translateMessage(MODERATION_MESSAGES.unblock)}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          icon={<Ban aria-hidden="true" className="size-4" />}
          onClick={() => {
            setDone(null);
            setIsAsking(true);
          }}
        >
          {translateMessage(MODERATION_MESSAGES.block)}
        </Button>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={isAsking}
        title={`${translateMessage(MODERATION_MESSAGES.block)}: ${name}`}
        confirmLabel={translateMessage(MODERATION_MESSAGES.block)}
        failureText={translateMessage(MODERATION_MESSAGES.actionFailed)}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => change(true)}
      >
        {translateMessage(MODERATION_MESSAGES.blockConfirm).replace('{name}', name)}
      </ConfirmDialog>
    </div>
  );
}
