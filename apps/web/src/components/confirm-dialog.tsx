import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Button, type ButtonVariant } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { StatusMessage } from './ui/status-message.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  children: ReactNode;
  confirmLabel?: string;
  /** Red for what cannot be undone; an approval asks in the primary colour. */
  confirmVariant?: ButtonVariant;
  /** Shown in the dialog when `onConfirm` throws; the dialog stays open to try again. */
  failureText: string;
  onCancel: () => void;
  /** Does the work; the dialog shows a spinner meanwhile. The caller closes it on success. */
  onConfirm: () => Promise<void>;
}

/** Asks before something that cannot be undone, such as a delete, and shows if it failed. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  failureText,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  function cancel() {
    setState('idle');
    onCancel();
  }

  async function confirm() {
    setState('working');
    try {
      await onConfirm();
      setState('idle');
    } catch (error) {
      console.error(failureText, error);
      setState('failed');
    }
  }

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={state === 'working'}>
            {t('actions.cancel')}
          </Button>
          <Button variant={confirmVariant} isLoading={state === 'working'} onClick={() => void confirm()}>
            {confirmLabel ?? t('actions.delete')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="text-slate-700">{children}</div>
        {state === 'failed' && <StatusMessage tone="error">{failureText}</StatusMessage>}
      </div>
    </Modal>
  );
}
