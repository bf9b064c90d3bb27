import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { LoaderCircle, Phone, PhoneIncoming, PhoneOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { canCall, type CallState } from '../call-state.ts';
import type { VideoCallActions } from '../hooks/use-video-call.ts';
import { StreamVideo } from './stream-video.tsx';

interface CallPanelProps {
  state: CallState;
  otherUser: UserSummaryDto;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  actions: VideoCallActions | null;
}

/** The panel of the call's state (docs/product.md, "Video calls"): Send Call, Calling, Incoming Call or On Call With. */
export function CallPanel({ state, otherUser, localStream, remoteStream, actions }: CallPanelProps) {
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
        />
      );
    case 'onCall':
      return (
        <OnCallPanel
          otherUser={otherUser}
          localStream={localStream}
          remoteStream={remoteStream}
          onEnd={actions?.end}
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
function Caller({ user, isRinging, children }: { user: UserSummaryDto; isRinging: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="relative inline-flex">
        {isRinging && (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-brand-200 motion-reduce:animate-none" />
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
        : `${firstName} is not connected. You can call once they connect.`;
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
}: {
  otherUser: UserSummaryDto;
  isAnswering: boolean;
  onAnswer: (() => Promise<void>) | undefined;
}) {
  return (
    <PanelCard title="Incoming Call">
      <Caller user={otherUser} isRinging={!isAnswering}>
        <p className="text-lg font-semibold break-words text-slate-900">
          {fullNameOf(otherUser)} is calling you
        </p>
        <p className="text-sm text-slate-600">{isAnswering ? 'Starting your camera…' : 'Answer to start the video call.'}</p>
      </Caller>
      <Button
        size="lg"
        className="self-center"
        icon={<PhoneIncoming aria-hidden="true" className="size-5" />}
        isLoading={isAnswering}
        disabled={!onAnswer}
        onClick={() => void onAnswer?.()}
      >
        Answer
      </Button>
    </PanelCard>
  );
}

function OnCallPanel({
  otherUser,
  localStream,
  remoteStream,
  onEnd,
}: {
  otherUser: UserSummaryDto;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  onEnd: (() => void) | undefined;
}) {
  const name = fullNameOf(otherUser);
  return (
    <PanelCard
      title={
        <>
          On Call With <span className="break-words text-brand-800">{name}</span>
        </>
      }
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <StreamVideo stream={remoteStream} label={`Video of ${name}`} className="aspect-[4/3] w-full sm:aspect-video" />
        {!remoteStream && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-medium text-white"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Connecting the video…
          </p>
        )}
        <StreamVideo
          stream={localStream}
          label="Your camera"
          isMuted
          isMirrored
          className="absolute right-3 bottom-3 aspect-video w-24 rounded-xl shadow-lg ring-2 ring-white sm:w-40"
        />
      </div>
      <Button
        variant="danger"
        size="lg"
        className="self-center"
        icon={<PhoneOff aria-hidden="true" className="size-5" />}
        disabled={!onEnd}
        onClick={() => onEnd?.()}
      >
        End call
      </Button>
    </PanelCard>
  );
}
