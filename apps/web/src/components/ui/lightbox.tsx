import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';

export interface LightboxPicture {
  src: string;
  alt: string;
}

interface LightboxProps {
  pictures: readonly LightboxPicture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the pictures belong to, e.g. a story's title; part of the dialog's name. */
  title: string;
}

/**
 * Pictures at full size over the page, on the native <dialog>: Escape and the backdrop close it,
 * the arrow keys and buttons move between the pictures.
 */
export function Lightbox({ pictures, index, onIndexChange, onClose, title }: LightboxProps) {
  const { t, i18n } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const picture = index === null ? undefined : pictures[index];
  const isOpen = picture !== undefined;
  const hasSeveral = pictures.length > 1;
  // Not in the page until first opened (every story with pictures has one); then kept, closed, so that closing gives the focus back.
  const wasOpened = useRef(isOpen);
  if (isOpen) wasOpened.current = true;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);

  function move(step: number) {
    if (index === null) return;
    onIndexChange((index + step + pictures.length) % pictures.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (!hasSeveral) return;
    // Right to left, the next picture is to the left.
    const forward = i18n.dir() === 'rtl' ? -1 : 1;
    if (event.key === 'ArrowRight') move(forward);
    else if (event.key === 'ArrowLeft') move(-forward);
  }

  if (!wasOpened.current) return null;
  const place = { current: (index ?? 0) + 1, total: pictures.length };
  const caption = t('lightbox.caption', { title, ...place });

  return (
    <dialog
      ref={dialogRef}
      aria-label={isOpen ? caption : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      onKeyDown={handleKeyDown}
      className="m-auto h-fit max-h-[calc(100dvh-1rem)] w-fit max-w-[calc(100vw-1rem)] min-w-[min(20rem,calc(100vw-1rem))] overflow-hidden rounded-2xl bg-slate-950 p-0 text-white shadow-2xl backdrop:bg-slate-950/80"
    >
      {picture && (
        <div className="flex flex-col">
          <div className="flex items-center justify-between gap-3 py-2 ps-4 pe-2">
            <p aria-hidden="true" className="flex min-w-0 text-sm font-medium text-slate-100">
              <span className="truncate">{title}</span>
              <span className="shrink-0 whitespace-pre text-slate-300">{t('lightbox.counter', place)}</span>
            </p>
            <LightboxButton label={t('actions.close')} onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
            </LightboxButton>
          </div>
          <div className="relative flex items-center justify-center">
            <img
              src={picture.src}
              alt={picture.alt}
              className="block max-h-[calc(100dvh-5rem)] max-w-[calc(100vw-1rem)] object-contain"
            />
            {hasSeveral && (
              <>
                <LightboxButton label={t('lightbox.previous')} onClick={() => move(-1)} className="absolute start-2">
                  <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
                </LightboxButton>
                <LightboxButton label={t('lightbox.next')} onClick={() => move(1)} className="absolute end-2">
                  <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
                </LightboxButton>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

interface LightboxButtonProps {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}

/** A round icon button that stays readable over any picture. */
function LightboxButton({ label, onClick, className, children }: LightboxButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={classNames(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-950/60 text-white transition-colors hover:bg-slate-800 focus-visible:outline-white',
        className,
      )}
    >
      {children}
    </button>
  );
}
