import { Compass } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>{t('notFoundPage.title')}</title>
      <Card>
        <EmptyState
          icon={<Compass className="size-7" />}
          title={t('notFoundPage.heading')}
          titleAs="h1"
          action={<ButtonLink to="/">{t('notFoundPage.home')}</ButtonLink>}
        >
          {t('notFoundPage.text')}
        </EmptyState>
      </Card>
    </div>
  );
}
