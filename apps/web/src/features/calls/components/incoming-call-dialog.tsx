import { Bell, BellOff, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useDeclineCall } from '../api/decline-call.ts';
import { setRingMuted, useRingMuteStore, useRingTone } from '../ring-tone.ts';
import {
  acceptRingingCall,
  dismissRingingCall,
  useRingingStore,
  type RingingCall,
} from '../ringing-store.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface IncomingCallDialogProps {
  call: RingingCall;
  onAccept: () => void;
  onDecline: () => void;
}

/** The ring sound's switch; the choice stays on this device. */
export function RingMuteButton() {
  const { t } = useTranslation('calls');
  const isMuted = useRingMuteStore((state) => state.isMuted);
  return (
    <button
      type="button"
      aria-pressed={isMuted}
      onClick={() => setRingMuted(!isMuted)}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      {isMuted ? (
        <BellOff aria-hidden="true" className="size-4" />
      ) : (
        <Bell aria-hidden="true" className="size-4" />
      )}
      {t('dialog.muteRinging')}
    </button>
  );
}

/**
 * An incoming call over whatever page is open: who calls, with their picture, Accept and
 * Decline (docs/product.md, "Video calls"). A modal alert dialog: focus starts on Accept and
 * stays inside; Escape declines; closing gives focus back where it was.
 */
export function IncomingCallDialog({ call, onAccept, onDecline }: IncomingCallDialogProps) {
  const { t } = useTranslation('calls');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const name = fullNameOf(call.caller);
  useRingTone(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The likely answer first; Tab reaches Decline and the ring's switch.
    acceptRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape declines, once: the browser's own closing is held back so the answer decides.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDecline();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col items-center gap-5 px-6 pt-8 pb-6 text-center">
        <span className="relative inline-flex">
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-ping rounded-full bg-brand-200 motion-reduce:animate-none"
          />
          <PersonAvatar person={call.caller} size="xl" className="relative ring-4 ring-white" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('dialog.title')}
          </h2>
          <p id={descriptionId} className="text-xl font-bold break-words text-slate-900">
            {t('dialog.isCallingYou', { name })}
          </p>
          <p className="text-sm text-slate-600">{t('dialog.videoCall')}</p>
        </div>
        <div className="grid w-full grid-cols-2 gap-3">
          <Button
            variant="danger"
            size="lg"
            className="px-3"
            icon={<PhoneOff aria-hidden="true" className="size-5 shrink-0" />}
            onClick={onDecline}
          >
            {t('dialog.decline')}
          </Button>
          <Button
            ref={acceptRef}
            size="lg"
            className="px-3"
            icon={<Phone aria-hidden="true" className="size-5 shrink-0" />}
            onClick={onAccept}
          >
            {t('dialog.accept')}
          </Button>
        </div>
        <RingMuteButton />
      </div>
    </dialog>
  );
}

/**
 * The incoming call of the app shell: rings on every page while the notification socket says a
 * call rings, except on that call's own video page while it is connected (it has its panel). The
 * store is fed from the first page on, so a call that rang before this dialog loaded rings here.
 */
export function RingingCallDialog() {
  const ringing = useRingingStore((state) => state.ringing);
  const openCallPage = useRingingStore((state) => state.openCallPage);
  const navigate = useNavigate();
  const decline = useDeclineCall();
  if (!ringing || ringing.group === openCallPage) return null;

  return (
    <IncomingCallDialog
      key={ringing.group}
      call={ringing}
      onAccept={() => {
        acceptRingingCall(ringing.group);
        void navigate(`/videoChat/${ringing.group}`);
      }}
      onDecline={() => {
        dismissRingingCall(ringing.group);
        decline.mutate(ringing.group);
      }}
    />
  );
}
