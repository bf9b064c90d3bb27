import { Compass } from 'lucide-react';
import { ButtonLink } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>Page not found · Homeroom</title>
      <Card>
        <EmptyState
          icon={<Compass className="size-7" />}
          title="Page not found"
          titleAs="h1"
          action={<ButtonLink to="/">Back to the home page</ButtonLink>}
        >
          The page you are looking for does not exist or has moved.
        </EmptyState>
      </Card>
    </div>
  );
}
