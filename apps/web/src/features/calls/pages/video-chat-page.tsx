import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { CALL_MESSAGES } from '@homeroom/contract/calls';
import type { ChatGroupDto } from '@homeroom/contract/chat';
import { ArrowLeft, Lock, SearchX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { classNames } from '../../../lib/class-names.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { useCallGroup } from '../api/get-call-group.ts';
import { useIceServers } from '../api/get-ice-servers.ts';
import type { CallNotice, CallState } from '../call-state.ts';
import { CALL_SOCKET_REFUSED } from '../calls.realtime.ts';
import { CallMembers } from '../components/call-members.tsx';
import { CallPanel } from '../components/call-panel.tsx';
import { useVideoCall, type VideoCallActions } from '../hooks/use-video-call.ts';
import { setOpenCallPage, takeAcceptedCall, useRingingStore } from '../ringing-store.ts';

const REFUSED_MESSAGES: Record<number, string> = {
  [CALL_SOCKET_REFUSED.invalidToken]: 'Your session has ended. Please log in again.',
  [CALL_SOCKET_REFUSED.notAMember]: CALL_MESSAGES.notADirectChat,
  [CALL_SOCKET_REFUSED.notFound]: 'This call could not be found.',
};

function noticeText(notice: CallNotice, name: string): string {
  switch (notice) {
    case 'missedOutgoing':
      return `${CALL_MESSAGES.missedCall}: ${name} did not answer.`;
    case 'missedIncoming':
      return `${CALL_MESSAGES.missedCall} from ${name}.`;
    case 'cancelledByCaller':
      return `${name} cancelled the call.`;
    case 'endedByOther':
      return `${name} ended the call.`;
    case 'declinedByOther':
      return `${name} declined the call.`;
    case 'otherLeft':
      return `${name} disconnected, so the call ended.`;
    case 'connectionLost':
      return 'Your connection dropped, so the call ended.';
  }
}

export function VideoChatPage() {
  const groupId = idFromParam(useParams().id);
  if (groupId === null) return <CallNotFound />;
  // Keyed, so that going from one call to another starts afresh.
  return <VideoChatContent key={groupId} groupId={groupId} />;
}

function VideoChatContent({ groupId }: { groupId: number }) {
  const groupQuery = useCallGroup(groupId);
  const currentUserId = useAuthStore((state) => state.account?.id);
  // Fetched now, so that Call and Answer need not wait for it.
  useIceServers();

  return (
    <PageGate
      query={groupQuery}
      loadingLabel="Loading the call…"
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title="You are not a member of this chat"
          action={<ButtonLink to="/chatHub">Back to your chats</ButtonLink>}
        >
          Only the two people of a direct chat can call each other.
        </PageMessage>
      }
      notFound={<CallNotFound />}
      loadError={{ title: 'Video Chat', heading: 'The call could not be loaded' }}
    >
      {(group) => <DirectCall group={group} currentUserId={currentUserId} />}
    </PageGate>
  );
}

/** A call is only between the two members of a direct chat (docs/product.md, "Video calls"). */
function DirectCall({ group, currentUserId }: { group: ChatGroupDto; currentUserId: number | undefined }) {
  const other = group.chat_members.find((member) => member.user.id !== currentUserId);
  if (group.chat_members.length !== 2 || !other) {
    return (
      <PageMessage
        icon={<Users className="size-7" />}
        title="Not a direct chat"
        action={<ButtonLink to={`/chatGroup/${group.id}`}>Back to the chat</ButtonLink>}
      >
        {CALL_MESSAGES.notADirectChat}
      </PageMessage>
    );
  }
  return (
    <VideoChatView group={group} otherUser={other.user} isOtherUserConnected={other.connected_to_call} />
  );
}

function CallNotFound() {
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title="Call not found"
      action={<ButtonLink to="/chatHub">Back to your chats</ButtonLink>}
    >
      This chat does not exist.
    </PageMessage>
  );
}

function CallMessages({ state, name }: { state: CallState; name: string }) {
  return (
    <>
      {!window.isSecureContext && (
        <StatusMessage tone="info">
          Video calls need a secure (https) address: on this one the browser offers no camera.
        </StatusMessage>
      )}
      {state.refusedCode !== null && (
        <StatusMessage tone="error">
          {REFUSED_MESSAGES[state.refusedCode] ?? 'The call refused the connection.'}
        </StatusMessage>
      )}
      {state.error && <StatusMessage tone="error">{state.error}</StatusMessage>}
      {state.notice && <StatusMessage tone="info">{noticeText(state.notice, name)}</StatusMessage>}
    </>
  );
}

function VideoChatView({
  group,
  otherUser,
  isOtherUserConnected,
}: {
  group: ChatGroupDto;
  otherUser: UserSummaryDto;
  isOtherUserConnected: boolean;
}) {
  const currentUserId = useAuthStore((state) => state.account?.id);
  const { state, media, localStream, remoteStream, actions } = useVideoCall({
    groupId: group.id,
    otherUserId: otherUser.id,
    isOtherUserConnected,
  });
  const name = fullNameOf(otherUser);
  useAcceptedCall(group.id, state, actions);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`Video Chat with ${name} · Homeroom`}</title>
      <TextLink to={`/chatGroup/${group.id}`} className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Messages with {otherUser.first_name}
      </TextLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Video Chat</h1>
        <p className="break-words text-slate-600">with {name}</p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <CallMembers
          members={group.chat_members}
          currentUserId={currentUserId}
          socket={state.socket}
          isOtherUserConnected={state.isOtherUserConnected}
          onConnect={actions?.connect ?? null}
          onDisconnect={actions?.disconnect ?? null}
        />
        {/* On a phone a call in progress comes first, so that Answer and the video need no scrolling. */}
        <div
          className={classNames(
            'flex flex-col gap-4 lg:order-none lg:col-span-2',
            state.phase !== 'idle' && 'order-first',
          )}
        >
          <CallMessages state={state} name={name} />
          <CallPanel
            state={state}
            media={media}
            otherUser={otherUser}
            localStream={localStream}
            remoteStream={remoteStream}
            actions={actions}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * A call accepted in the ringing dialog (docs/product.md, "Video calls") is answered here with
 * no second click: the page connects, the server sends it the ringing call, and it answers.
 * While the page is connected it shows incoming calls itself, so the dialog keeps away.
 */
function useAcceptedCall(groupId: number, state: CallState, actions: VideoCallActions | null) {
  const acceptedGroup = useRingingStore((store) => store.acceptedGroup);
  const isAccepted = acceptedGroup === groupId;

  useEffect(() => {
    if (!actions || !isAccepted) return;
    if (state.socket === 'disconnected' && state.refusedCode === null) actions.connect();
    else if (state.socket === 'disconnected') takeAcceptedCall(groupId);
  }, [actions, isAccepted, state.socket, state.refusedCode, groupId]);

  useEffect(() => {
    if (!actions || !isAccepted || state.phase !== 'incoming' || state.pendingAction !== null) return;
    if (takeAcceptedCall(groupId)) void actions.answer();
  }, [actions, isAccepted, state.phase, state.pendingAction, groupId]);

  const isConnected = state.socket === 'connected';
  useEffect(() => {
    if (!isConnected) return;
    setOpenCallPage(groupId);
    return () => {
      if (useRingingStore.getState().openCallPage === groupId) setOpenCallPage(null);
    };
  }, [isConnected, groupId]);
}
