import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { ApiError } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { StatusMessage } from './ui/status-message.tsx';

interface PageMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A page that can only say why it shows nothing: forbidden, not found, failed to load. */
export function PageMessage({ icon, title, children, action }: PageMessageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>{t('pageTitle', { title })}</title>
      <Card>
        <EmptyState icon={icon} title={title} titleAs="h1" action={action}>
          {children}
        </EmptyState>
      </Card>
    </div>
  );
}

interface PageLoadErrorProps {
  /** The page's name in the browser's tab. */
  title: string;
  /** What failed, e.g. 'The chat could not be loaded'. */
  heading: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/** A page whose data failed to load for another reason than access: the API's reasons and Try again. */
export function PageLoadError({ title, heading, error, onRetry, isRetrying }: PageLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>{t('pageTitle', { title })}</title>
      <Card className="flex flex-col items-start gap-4">
        <h1 className="text-xl font-bold text-slate-900">{heading}</h1>
        <StatusMessage tone="error" className="w-full">
          {error instanceof ApiError ? error.messages : [t('actions.failed')]}
        </StatusMessage>
        <Button onClick={onRetry} isLoading={isRetrying}>
          {t('actions.tryAgain')}
        </Button>
      </Card>
    </div>
  );
}
