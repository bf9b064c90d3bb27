import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** What a page that fails to load or to render shows, instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // A new deployment replaces the page chunks; an old tab then fails to fetch them until reloaded.
  const isChunkError = error instanceof TypeError && /fetch|import|module/i.test(error.message);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <title>{t('errorPage.title')}</title>
      <Card className="flex w-full flex-col items-center gap-4 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-600">
          <TriangleExclamationPoint aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-xl font-bold text-slate-900">{t('errorPage.heading')}</h1>
        <p className="text-slate-600">
          {isChunkError
            ? t('errorPage.chunkFailed')
            : t('errorPage.crashed')}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            {t('errorPage.home')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
