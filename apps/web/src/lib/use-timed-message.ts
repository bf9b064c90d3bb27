import { useCallback, useEffect, useState } from 'react';

/** Status messages clear after 5 seconds (docs/product.md, "Edit modes and status messages"). */
export const STATUS_MESSAGE_MS = 5000;

export interface TimedMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** A status message that clears itself after `durationMs`; showing a new one restarts the clock. */
export function useTimedMessage(durationMs = STATUS_MESSAGE_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
