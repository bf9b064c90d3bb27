import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { classNames } from '../../../lib/class-names.ts';
import type { CallMedia } from '../video-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** A duration as mm:ss (and h:mm:ss past an hour). */
export function formatCallDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** How long the call has been on, ticking every second. */
export function CallDuration({ since }: { since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  const { t } = useTranslation('calls');
  if (since === null) return null;
  const duration = formatCallDuration(now - since);
  return (
    <span className="font-mono text-sm tabular-nums text-slate-700">
      <span className="sr-only">{t('controls.duration')} </span>
      <time dateTime={`PT${Math.max(0, Math.floor((now - since) / 1000))}S`}>{duration}</time>
    </span>
  );
}

interface ControlButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  isPressed?: boolean;
  tone?: 'normal' | 'off' | 'danger';
  disabled?: boolean;
}

/** A round 56 px control with its name under it; the name is also what a screen reader says. */
function ControlButton({ label, icon, onClick, isPressed, tone = 'normal', disabled }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      disabled={disabled}
      onClick={onClick}
      className="group flex min-w-16 flex-col items-center gap-1.5 rounded-2xl p-1 text-xs font-medium text-slate-700 disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={classNames(
          'inline-flex size-14 items-center justify-center rounded-full shadow-sm transition-colors',
          tone === 'danger' && 'bg-red-700 text-white group-hover:bg-red-800',
          tone === 'off' && 'bg-slate-800 text-white group-hover:bg-slate-900',
          tone === 'normal' && 'bg-white text-slate-800 ring-1 ring-slate-200 group-hover:bg-slate-50',
        )}
      >
        {icon}
      </span>
      {label}
    </button>
  );
}

interface CallControlsProps {
  media: CallMedia;
  onMicrophone: (isOn: boolean) => void;
  onCamera: (isOn: boolean) => void;
  onSwitchCamera: () => void;
  onHangUp: () => void;
}

/**
 * The buttons of a call in progress (docs/product.md, "Video calls"): microphone, camera,
 * switch camera where there are several, and End call. Mute and camera are toggles whose
 * name stays the same and whose pressed state says which way they are.
 */
export function CallControls({ media, onMicrophone, onCamera, onSwitchCamera, onHangUp }: CallControlsProps) {
  const { t } = useTranslation('calls');
  return (
    <div
      role="group"
      aria-label={t('controls.group')}
      className="flex flex-wrap items-start justify-center gap-3 sm:gap-5"
    >
      <ControlButton
        label={t('controls.mute')}
        isPressed={!media.isMicrophoneOn}
        tone={media.isMicrophoneOn ? 'normal' : 'off'}
        icon={media.isMicrophoneOn ? <Mic className="size-6" /> : <MicOff className="size-6" />}
        onClick={() => onMicrophone(!media.isMicrophoneOn)}
      />
      <ControlButton
        label={t('controls.cameraOff')}
        isPressed={!media.isCameraOn}
        tone={media.isCameraOn ? 'normal' : 'off'}
        icon={media.isCameraOn ? <Video className="size-6" /> : <VideoOff className="size-6" />}
        onClick={() => onCamera(!media.isCameraOn)}
      />
      {media.canSwitchCamera && (
        <ControlButton
          label={t('controls.switchCamera')}
          icon={<SwitchCamera className="size-6" />}
          onClick={onSwitchCamera}
        />
      )}
      <ControlButton
        label={t('controls.endCall')}
        tone="danger"
        icon={<PhoneOff className="size-6" />}
        onClick={onHangUp}
      />
    </div>
  );
}
