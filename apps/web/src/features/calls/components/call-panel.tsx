import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { LoaderCircle, Phone, PhoneIncoming, PhoneOff, VideoOff, WifiOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { canCall, type CallState } from '../call-state.ts';
import type { VideoCallActions } from '../hooks/use-video-call.ts';
import { useRingTone } from '../ring-tone.ts';
import type { CallMedia } from '../video-call.ts';
import { CallControls, CallDuration } from './call-controls.tsx';
import { RingMuteButton } from './incoming-call-dialog.tsx';
import { StreamVideo } from './stream-video.tsx';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface CallPanelProps {
  state: CallState;
  media: CallMedia;
  otherUser: UserSummaryDto;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  actions: VideoCallActions | null;
}

/** The panel of the call's state (docs/product.md, "Video calls"): Send Call, Calling, Incoming Call or On Call With. */
export function CallPanel({ state, media, otherUser, localStream, remoteStream, actions }: CallPanelProps) {
  switch (state.phase) {
    case 'idle':
      return <SendCallPanel state={state} otherUser={otherUser} onCall={actions?.call} />;
    case 'calling':
      return <CallingPanel otherUser={otherUser} onCancel={actions?.cancel} />;
    case 'incoming':
      return (
        <IncomingCallPanel
          otherUser={otherUser}
          isAnswering={state.pendingAction === 'answer'}
          onAnswer={actions?.answer}
          onDecline={actions?.end}
        />
      );
    case 'onCall':
      return (
        <OnCallPanel
          otherUser={otherUser}
          media={media}
          localStream={localStream}
          remoteStream={remoteStream}
          actions={actions}
        />
      );
  }
}

/** A titled card, named by its title for screen readers. */
function PanelCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** The other person's picture, ringing while a call rings. */
function Caller({
  user,
  isRinging,
  children,
}: {
  user: UserSummaryDto;
  isRinging: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="relative inline-flex">
        {isRinging && (
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-ping rounded-full bg-brand-200 motion-reduce:animate-none"
          />
        )}
        <PersonAvatar person={user} size="xl" className="relative ring-4 ring-white" />
      </span>
      {children}
    </div>
  );
}

function sendCallHint(state: CallState, firstName: string, t: TFunction<'calls'>): string {
  if (state.pendingAction === 'call') return t('panel.startingCamera');
  switch (state.socket) {
    case 'disconnected':
      return t('panel.pressConnect');
    case 'connecting':
    case 'reconnecting':
      return t('panel.connecting');
    case 'connected':
      return state.isOtherUserConnected
        ? t('panel.otherConnected', { name: firstName })
        : t('panel.otherAway', { name: firstName });
  }
}

function SendCallPanel({
  state,
  otherUser,
  onCall,
}: {
  state: CallState;
  otherUser: UserSummaryDto;
  onCall: (() => Promise<void>) | undefined;
}) {
  const { t } = useTranslation('calls');
  return (
    <PanelCard title={t('panel.sendCall')}>
      <Caller user={otherUser} isRinging={false}>
        <p className="text-lg font-semibold break-words text-slate-900">{fullNameOf(otherUser)}</p>
        <p className="text-sm text-slate-600">{sendCallHint(state, otherUser.first_name, t)}</p>
      </Caller>
      <Button
        size="lg"
        className="self-center"
        icon={<Phone aria-hidden="true" className="size-5" />}
        isLoading={state.pendingAction === 'call'}
        disabled={!onCall || !canCall(state)}
        onClick={() => void onCall?.()}
      >
        {t('panel.call')}
      </Button>
    </PanelCard>
  );
}

function CallingPanel({
  otherUser,
  onCancel,
}: {
  otherUser: UserSummaryDto;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation('calls');
  return (
    <PanelCard title={t('panel.calling')}>
      <Caller user={otherUser} isRinging>
        <p className="text-lg font-semibold break-words text-slate-900">{fullNameOf(otherUser)}</p>
        <p className="text-sm text-slate-600">{t('panel.ringing')}</p>
      </Caller>
      <Button
        variant="danger"
        size="lg"
        className="self-center"
        icon={<PhoneOff aria-hidden="true" className="size-5" />}
        disabled={!onCancel}
        onClick={() => onCancel?.()}
      >
        {t('panel.cancel')}
      </Button>
    </PanelCard>
  );
}

function IncomingCallPanel({
  otherUser,
  isAnswering,
  onAnswer,
  onDecline,
}: {
  otherUser: UserSummaryDto;
  isAnswering: boolean;
  onAnswer: (() => Promise<void>) | undefined;
  onDecline: (() => void) | undefined;
}) {
  const { t } = useTranslation('calls');
  useRingTone(!isAnswering);
  return (
    <PanelCard title={t('panel.incomingCall')}>
      <Caller user={otherUser} isRinging={!isAnswering}>
        <p className="text-lg font-semibold break-words text-slate-900">
          {t('panel.isCallingYou', { name: fullNameOf(otherUser) })}
        </p>
        <p className="text-sm text-slate-600">
          {isAnswering ? t('panel.startingCamera') : t('panel.answerToStart')}
        </p>
      </Caller>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          variant="danger"
          size="lg"
          icon={<PhoneOff aria-hidden="true" className="size-5" />}
          disabled={!onDecline || isAnswering}
          onClick={() => onDecline?.()}
        >
          {t('panel.decline')}
        </Button>
        <Button
          size="lg"
          icon={<PhoneIncoming aria-hidden="true" className="size-5" />}
          isLoading={isAnswering}
          disabled={!onAnswer}
          onClick={() => void onAnswer?.()}
        >
          {t('panel.answer')}
        </Button>
      </div>
      {!isAnswering && (
        <div className="flex justify-center">
          <RingMuteButton />
        </div>
      )}
    </PanelCard>
  );
}

/** The heading of a call in progress, with the other person's name set apart. */
const ON_CALL_WITH = 'panel.onCallWith';

function OnCallPanel({
  otherUser,
  media,
  localStream,
  remoteStream,
  actions,
}: {
  otherUser: UserSummaryDto;
  media: CallMedia;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  actions: VideoCallActions | null;
}) {
  const { t } = useTranslation('calls');
  const name = fullNameOf(otherUser);
  const isReconnecting = media.link === 'reconnecting';
  return (
    <PanelCard
      title={
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span>
            <Trans
              t={t}
              i18nKey={ON_CALL_WITH}
              tOptions={{ name }}
              components={{ 1: <span className="break-words text-brand-800" /> }}
            />
          </span>
          <CallDuration since={media.onCallSince} />
        </span>
      }
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <StreamVideo
          stream={remoteStream}
          label={t('panel.videoOf', { name })}
          className="aspect-[3/4] max-h-[60vh] w-full sm:aspect-video"
        />
        {(!remoteStream || isReconnecting) && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 bg-slate-900/70 px-4 text-center text-sm font-medium text-white"
          >
            {isReconnecting ? (
              <WifiOff aria-hidden="true" className="size-5" />
            ) : (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            )}
            {isReconnecting
              ? t('panel.reconnecting', { name: otherUser.first_name })
              : t('panel.connectingVideo')}
          </p>
        )}
        <div className="absolute end-3 bottom-3 aspect-[3/4] w-24 overflow-hidden rounded-xl shadow-lg ring-2 ring-white sm:aspect-video sm:w-40">
          <StreamVideo
            stream={localStream}
            label={t('panel.yourCamera')}
            isMuted
            isMirrored
            className="size-full"
          />
          {!media.isCameraOn && (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-800 text-white">
              <VideoOff aria-hidden="true" className="size-6" />
              <span className="sr-only">{t('panel.cameraOff')}</span>
            </span>
          )}
        </div>
      </div>
      <CallControls
        media={media}
        onMicrophone={(isOn) => actions?.setMicrophoneOn(isOn)}
        onCamera={(isOn) => actions?.setCameraOn(isOn)}
        onSwitchCamera={() => void actions?.switchCamera()}
        onHangUp={() => actions?.end()}
      />
    </PanelCard>
  );
}
