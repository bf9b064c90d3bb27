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
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { CALL_FAILURES } from '../video-call.ts';

function refusedText(code: number, t: TFunction<'calls'>): string {
  switch (code) {
    case CALL_SOCKET_REFUSED.invalidToken:
      return t('page.refusedSession');
    case CALL_SOCKET_REFUSED.notAMember:
      return translateMessage(CALL_MESSAGES.notADirectChat);
    case CALL_SOCKET_REFUSED.notFound:
      return t('page.refusedNotFound');
    default:
      return t('page.refused');
  }
}

/** The failures this page names itself (video-call.ts), in the app's language; the contract's through its messages. */
function errorText(error: string, t: TFunction<'calls'>): string {
  switch (error) {
    case CALL_FAILURES.notConnected:
      return t('failures.notConnected');
    case CALL_FAILURES.setUpFailed:
      return t('failures.setUpFailed');
    case CALL_FAILURES.connectionFailed:
      return t('failures.connectionFailed');
    default:
      // 'getUserMedia() error: NotAllowedError': the contract's words, then the browser's name of the error.
      return error.startsWith(`${CALL_MESSAGES.mediaError} `)
        ? `${translateMessage(CALL_MESSAGES.mediaError)} ${error.slice(CALL_MESSAGES.mediaError.length + 1)}`
        : translateMessage(error);
  }
}

function noticeText(notice: CallNotice, name: string, t: TFunction<'calls'>): string {
  const missedCall = translateMessage(CALL_MESSAGES.missedCall);
  switch (notice) {
    case 'missedOutgoing':
      return t('notices.missedOutgoing', { missedCall, name });
    case 'missedIncoming':
      return t('notices.missedIncoming', { missedCall, name });
    case 'cancelledByCaller':
      return t('notices.cancelledByCaller', { name });
    case 'endedByOther':
      return t('notices.endedByOther', { name });
    case 'declinedByOther':
      return t('notices.declinedByOther', { name });
    case 'otherLeft':
      return t('notices.otherLeft', { name });
    case 'connectionLost':
      return t('notices.connectionLost');
  }
}

export function VideoChatPage() {
  const groupId = idFromParam(useParams().id);
  if (groupId === null) return <CallNotFound />;
  // Keyed, so that going from one call to another starts afresh.
  return <VideoChatContent key={groupId} groupId={groupId} />;
}

function VideoChatContent({ groupId }: { groupId: number }) {
  const { t } = useTranslation('calls');
  const groupQuery = useCallGroup(groupId);
  const currentUserId = useAuthStore((state) => state.account?.id);
  // Fetched now, so that Call and Answer need not wait for it.
  useIceServers();

  return (
    <PageGate
      query={groupQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title={t('page.notMemberTitle')}
          action={<ButtonLink to="/chatHub">{t('page.backToChats')}</ButtonLink>}
        >
          {t('page.notMemberText')}
        </PageMessage>
      }
      notFound={<CallNotFound />}
      loadError={{ title: t('page.heading'), heading: t('page.loadFailed') }}
    >
      {(group) => <DirectCall group={group} currentUserId={currentUserId} />}
    </PageGate>
  );
}

/** A call is only between the two members of a direct chat (docs/product.md, "Video calls"). */
function DirectCall({ group, currentUserId }: { group: ChatGroupDto; currentUserId: number | undefined }) {
  const { t } = useTranslation('calls');
  const other = group.chat_members.find((member) => member.user.id !== currentUserId);
  if (group.chat_members.length !== 2 || !other) {
    return (
      <PageMessage
        icon={<Users className="size-7" />}
        title={t('page.notDirectTitle')}
        action={<ButtonLink to={`/chatGroup/${group.id}`}>{t('page.backToChat')}</ButtonLink>}
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
  const { t } = useTranslation('calls');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('page.notFoundTitle')}
      action={<ButtonLink to="/chatHub">{t('page.backToChats')}</ButtonLink>}
    >
      {t('page.notFoundText')}
    </PageMessage>
  );
}

function CallMessages({ state, name }: { state: CallState; name: string }) {
  const { t } = useTranslation('calls');
  return (
    <>
      {!window.isSecureContext && <StatusMessage tone="info">{t('page.insecure')}</StatusMessage>}
      {state.refusedCode !== null && (
        <StatusMessage tone="error">{refusedText(state.refusedCode, t)}</StatusMessage>
      )}
      {state.error && <StatusMessage tone="error">{errorText(state.error, t)}</StatusMessage>}
      {state.notice && <StatusMessage tone="info">{noticeText(state.notice, name, t)}</StatusMessage>}
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
  const { t } = useTranslation('calls');
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
      <title>{t('page.pageTitle', { name })}</title>
      <TextLink
        to={`/chatGroup/${group.id}`}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('page.backToMessages', { name: otherUser.first_name })}
      </TextLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.heading')}</h1>
        <p className="break-words text-slate-600">{t('page.withName', { name })}</p>
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
