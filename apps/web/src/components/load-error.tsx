import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Button } from './ui/button.tsx';
import { StatusMessage } from './ui/status-message.tsx';

interface LoadErrorProps {
  /** Why: one message, or several shown one per line. */
  children: ReactNode | string[];
  onRetry: () => void;
  isRetrying: boolean;
}

/** A part of a page whose data failed to load: why, and Try again. */
export function LoadError({ children, onRetry, isRetrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <StatusMessage tone="error" className="w-full">
        {children}
      </StatusMessage>
      <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
