import { useState } from 'react';
import { useTimedMessage } from '../lib/use-timed-message.ts';
import { PanelHeader } from './content-card.tsx';
import { StatusMessage } from './ui/status-message.tsx';

/** A class tab's create form, open or shut, and the tab's status line. */
export interface PanelCreation {
  isCreating: boolean;
  status: ReturnType<typeof useTimedMessage>;
  /** Opens the form and clears the status line (and whatever `onOpen` clears besides). */
  open: () => void;
  close: () => void;
}

/** The state every class tab with a create button keeps; `onOpen` clears a second status line where a tab has one. */
export function usePanelCreation(onOpen?: () => void): PanelCreation {
  const [isCreating, setIsCreating] = useState(false);
  const status = useTimedMessage();
  return {
    isCreating,
    status,
    open() {
      status.clear();
      onOpen?.();
      setIsCreating(true);
    },
    close() {
      setIsCreating(false);
    },
  };
}

interface CreatablePanelHeaderProps {
  title: string;
  count?: number;
  createLabel: string;
  /** Whether this viewer may create here; the button also hides while the form is open. */
  canCreate: boolean;
  creation: PanelCreation;
}

/** A class tab's heading with its create button, and under it the tab's status line. */
export function CreatablePanelHeader({
  title,
  count,
  createLabel,
  canCreate,
  creation,
}: CreatablePanelHeaderProps) {
  const { message } = creation.status;
  return (
    <>
      <PanelHeader
        title={title}
        count={count}
        createLabel={canCreate && !creation.isCreating ? createLabel : undefined}
        onCreate={creation.open}
      />
      {message && <StatusMessage tone={message.tone}>{message.text}</StatusMessage>}
    </>
  );
}
