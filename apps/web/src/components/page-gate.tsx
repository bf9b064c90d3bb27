import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useMarkFirstScreenShown } from '../lib/first-screen.ts';
import { PageLoadError } from './page-message.tsx';
import { PageSpinner } from './ui/spinner.tsx';

interface PageGateProps<Data> {
  /** The query of the one thing the page shows. */
  query: UseQueryResult<Data>;
  /** The spinner's words while it loads, e.g. 'Loading the class…'. */
  loadingLabel: string;
  /** What a 403 shows; without it a 403 reads like any other failure. */
  forbidden?: ReactNode;
  /** What a 404 shows. */
  notFound: ReactNode;
  /** The page's name in the browser's tab and the heading when it fails for another reason. */
  loadError: { title: string; heading: string };
  /** The page itself, once its data is there. */
  children: (data: Data) => ReactNode;
}

/**
 * What a page built on one query shows before it can show its data: a spinner, its own words
 * for forbidden and not found, or the API's reasons with Try again.
 */
export function PageGate<Data>({
  query,
  loadingLabel,
  forbidden,
  notFound,
  loadError,
  children,
}: PageGateProps<Data>) {
  // The page's content or its error is the first screen: the frame's bell and call dialog wait for it.
  useMarkFirstScreenShown(!query.isPending);
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) {
    const { error } = query;
    if (forbidden !== undefined && error instanceof ApiError && error.status === 403) return forbidden;
    if (error instanceof ApiError && error.status === 404) return notFound;
    return (
      <PageLoadError
        title={loadError.title}
        heading={loadError.heading}
        error={error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
