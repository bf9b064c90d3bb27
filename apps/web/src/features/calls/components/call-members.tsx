import type { ChatMemberDto } from '@homeroom/contract/chat';
import { LoaderCircle, Plug, Unplug } from 'lucide-react';
import { useId } from 'react';
import { MemberPresence, type PresenceWords } from '../../../components/member-presence.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import type { CallSocketState } from '../call-state.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

const SOCKET_LABELS = {
  disconnected: 'members.socketDisconnected',
  connecting: 'members.socketConnecting',
  connected: 'members.socketConnected',
  reconnecting: 'members.socketReconnecting',
} as const satisfies Record<CallSocketState, string>;

interface CallMembersProps {
  members: ChatMemberDto[];
  currentUserId: number | undefined;
  socket: CallSocketState;
  isOtherUserConnected: boolean;
  /** Null until the call is ready to take the buttons. */
  onConnect: (() => void) | null;
  onDisconnect: (() => void) | null;
}

/**
 * 'Group Members' of the call with Connect or Disconnect (docs/product.md, "Video calls"): the current user counts as
 * connected while their call socket is open, the other as the socket says.
 */
export function CallMembers({
  members,
  currentUserId,
  socket,
  isOtherUserConnected,
  onConnect,
  onDisconnect,
}: CallMembersProps) {
  const { t } = useTranslation('calls');
  const headingId = useId();
  /** Whether each member is connected to calls, so that a call can be made. */
  const callPresence: PresenceWords = { present: t('members.connected'), absent: t('members.notConnected') };
  const isWaiting = socket === 'connecting' || socket === 'reconnecting';
  const sorted = [...members].sort(
    (a, b) => Number(b.user.id === currentUserId) - Number(a.user.id === currentUserId),
  );

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('members.heading')}
        </h2>
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <p role="status" className="flex items-center gap-1.5 text-sm text-slate-700">
            {isWaiting && (
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-700" />
            )}
            {t(SOCKET_LABELS[socket])}
          </p>
          {socket === 'disconnected' ? (
            <Button
              fullWidth
              icon={<Plug aria-hidden="true" className="size-4" />}
              disabled={!onConnect}
              onClick={() => onConnect?.()}
            >
              {t('members.connect')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              fullWidth
              icon={<Unplug aria-hidden="true" className="size-4" />}
              disabled={!onDisconnect}
              onClick={() => onDisconnect?.()}
            >
              {t('members.disconnect')}
            </Button>
          )}
        </div>
        <ul className="flex flex-col gap-3">
          {sorted.map((member) => {
            const isMe = member.user.id === currentUserId;
            const isConnected = isMe ? socket === 'connected' : isOtherUserConnected;
            const name = fullNameOf(member.user);
            return (
              <li key={member.id} className="flex min-w-0 items-center gap-2.5">
                <MemberPresence
                  name={name}
                  picture={member.user.profile_picture}
                  isMe={isMe}
                  isPresent={isConnected}
                  words={callPresence}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
