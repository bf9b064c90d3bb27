import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { IconButton } from './button.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus is trapped, Escape and the backdrop close it. Not in
 * the page until first opened (a report dialog waits on every story and comment of a class page);
 * once opened it stays, closed, so that closing it gives the focus back where it was.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const wasOpened = useRef(open);
  if (open) wasOpened.current = true;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  if (!wasOpened.current) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/40"
    >
      {open && (
        <ModalContent titleId={titleId} title={title} onClose={onClose} footer={footer}>
          {children}
        </ModalContent>
      )}
    </dialog>
  );
}

/**
 * What an open dialog shows. Apart from `Modal`, so that a closed one (a report dialog waits on
 * every story and comment of a class page) draws nothing and asks no translation.
 */
function ModalContent({ titleId, title, onClose, footer, children }: Omit<ModalProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex max-h-[85vh] flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <IconButton label={t('actions.close')} icon={<X aria-hidden="true" className="size-5" />} onClick={onClose} />
      </header>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer && <footer className="flex justify-end gap-2 border-t border-slate-200 px-5 py-4">{footer}</footer>}
    </div>
  );
}
