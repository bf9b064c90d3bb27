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

function sendCallHint(state: CallState, firstName: string): string {
  if (state.pendingAction === 'call') return 'Starting your camera…';
  switch (state.socket) {
    case 'disconnected':
      return 'Press Connect to make and receive calls.';
    case 'connecting':
    case 'reconnecting':
      return 'Connecting…';
    case 'connected':
      return state.isOtherUserConnected
        ? `${firstName} is connected. Start a video call.`
        : `${firstName} is not on this page: a call rings wherever they have Homeroom open.`;
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
  return (
    <PanelCard title="Send Call">
      <Caller user={otherUser} isRinging={false}>
        <p className="text-lg font-semibold break-words text-slate-900">{fullNameOf(otherUser)}</p>
        <p className="text-sm text-slate-600">{sendCallHint(state, otherUser.first_name)}</p>
      </Caller>
      <Button
        size="lg"
        className="self-center"
        icon={<Phone aria-hidden="true" className="size-5" />}
        isLoading={state.pendingAction === 'call'}
        disabled={!onCall || !canCall(state)}
        onClick={() => void onCall?.()}
      >
        Call
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
  return (
    <PanelCard title="Calling">
      <Caller user={otherUser} isRinging>
        <p className="text-lg font-semibold break-words text-slate-900">{fullNameOf(otherUser)}</p>
        <p className="text-sm text-slate-600">Ringing… waiting for an answer.</p>
      </Caller>
      <Button
        variant="danger"
        size="lg"
        className="self-center"
        icon={<PhoneOff aria-hidden="true" className="size-5" />}
        disabled={!onCancel}
        onClick={() => onCancel?.()}
      >
        Cancel
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
  useRingTone(!isAnswering);
  return (
    <PanelCard title="Incoming Call">
      <Caller user={otherUser} isRinging={!isAnswering}>
        <p className="text-lg font-semibold break-words text-slate-900">
          {fullNameOf(otherUser)} is calling you
        </p>
        <p className="text-sm text-slate-600">
          {isAnswering ? 'Starting your camera…' : 'Answer to start the video call.'}
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
          Decline
        </Button>
        <Button
          size="lg"
          icon={<PhoneIncoming aria-hidden="true" className="size-5" />}
          isLoading={isAnswering}
          disabled={!onAnswer}
          onClick={() => void onAnswer?.()}
        >
          Answer
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
  const name = fullNameOf(otherUser);
  const isReconnecting = media.link === 'reconnecting';
  return (
    <PanelCard
      title={
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span>
            On Call With <span className="break-words text-brand-800">{name}</span>
          </span>
          <CallDuration since={media.onCallSince} />
        </span>
      }
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <StreamVideo
          stream={remoteStream}
          label={`Video of ${name}`}
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
              ? `Reconnecting… ${otherUser.first_name}'s connection dropped.`
              : 'Connecting the video…'}
          </p>
        )}
        <div className="absolute right-3 bottom-3 aspect-[3/4] w-24 overflow-hidden rounded-xl shadow-lg ring-2 ring-white sm:aspect-video sm:w-40">
          <StreamVideo stream={localStream} label="Your camera" isMuted isMirrored className="size-full" />
          {!media.isCameraOn && (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-800 text-white">
              <VideoOff aria-hidden="true" className="size-6" />
              <span className="sr-only">Your camera is off</span>
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
