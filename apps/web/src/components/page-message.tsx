import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';
import { EmptyState } from './ui/empty-state.tsx';

interface PageMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A page that can only say why it shows nothing: forbidden, not found, failed to load. */
export function PageMessage({ icon, title, children, action }: PageMessageProps) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>{`${title} · Homeroom`}</title>
      <Card>
        <EmptyState icon={icon} title={title} titleAs="h1" action={action}>
          {children}
        </EmptyState>
      </Card>
    </div>
  );
}
