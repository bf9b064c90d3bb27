import type { CalendarFeedDto } from '@homeroom/contract/calendar';
import { CalendarPlus, Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCalendarFeedStatus, useMadeCalendarFeed, useMakeCalendarFeed } from '../api/calendar-feed.ts';

/**
 * The user's private calendar address in Settings (docs/decisions.md, "Calendar feeds"): made on
 * request, shown with copy buttons and subscribe links right after, and replaced with a
 * confirmation, since the old address stops working at once.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const status = useCalendarFeedStatus();
  const made = useMadeCalendarFeed();
  const makeFeed = useMakeCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const feed = made.data ?? null;
  const hasFeed = status.data?.has_feed ?? false;

  async function make() {
    setFailed(false);
    try {
      await makeFeed.mutateAsync();
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('feed.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('feed.intro')}</p>
      </div>
      {status.isPending ? (
        <Spinner label={t('feed.loading')} />
      ) : status.isError ? (
        <StatusMessage tone="error">{t('feed.loadFailed')}</StatusMessage>
      ) : (
        <>
          {feed ? (
            <FeedAddress feed={feed} />
          ) : (
            hasFeed &&
            status.data.created_at && (
              <p className="text-sm text-slate-700">
                {t('feed.madeBefore', { date: formatDateTime(status.data.created_at, { dateStyle: 'long' }) })}
              </p>
            )
          )}
          {failed && <StatusMessage tone="error">{t('feed.makeFailed')}</StatusMessage>}
          <Button
            variant={hasFeed ? 'secondary' : 'primary'}
            className="self-start"
            icon={hasFeed ? <RefreshCw aria-hidden="true" className="size-4" /> : <CalendarPlus aria-hidden="true" className="size-4" />}
            isLoading={makeFeed.isPending && !isConfirming}
            onClick={() => (hasFeed ? setIsConfirming(true) : void make())}
          >
            {hasFeed ? t('feed.makeNew') : t('feed.make')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('feed.confirmTitle')}
        confirmLabel={t('feed.confirm')}
        failureText={t('feed.makeFailed')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={async () => {
          await makeFeed.mutateAsync();
          setFailed(false);
          setIsConfirming(false);
        }}
      >
        {t('feed.confirmDescription')}
      </ConfirmDialog>
    </section>
  );
}

/** The address just made: the web address and the subscribe link, each with its copy button. */
function FeedAddress({ feed }: { feed: CalendarFeedDto }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-col gap-3">
      <StatusMessage tone="info">{t('feed.shownOnce')}</StatusMessage>
      <CopyableAddress label={t('feed.webAddress')} copyLabel={t('feed.copyWebAddress')} address={feed.url} testId="calendar-feed-url" />
      <CopyableAddress label={t('feed.subscribeAddress')} copyLabel={t('feed.copySubscribeAddress')} address={feed.webcal_url} testId="calendar-feed-webcal" />
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <a
          href={feed.webcal_url}
          className="inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('feed.subscribeAppleOutlook')}
        </a>
        <a
          href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal_url)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('feed.subscribeGoogle')}
        </a>
        <p>{t('feed.howTo')}</p>
      </div>
    </div>
  );
}

interface CopyableAddressProps {
  label: string;
  copyLabel: string;
  address: string;
  testId: string;
}

/** One address, selectable as text and copied with one click. */
function CopyableAddress({ label, copyLabel, address, testId }: CopyableAddressProps) {
  const { t } = useTranslation('calendar');
  const labelId = useId();
  const copied = useTimedMessage();

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      copied.show({ tone: 'success', text: t('feed.copied') });
    } catch {
      // Without clipboard access (plain HTTP on a school network) the address is still there to select.
      copied.show({ tone: 'error', text: t('feed.copyNotAllowed') });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </span>
      <div className="flex items-center gap-1 rounded-xl bg-slate-50 py-0.5 ps-3 pe-0.5 ring-1 ring-slate-200">
        <code aria-labelledby={labelId} data-testid={testId} dir="ltr" className="min-w-0 flex-1 py-3 font-mono text-sm break-all text-slate-800 select-all">
          {address}
        </code>
        <IconButton
          label={copyLabel}
          icon={copied.message?.tone === 'success' ? <Check aria-hidden="true" className="size-5 text-emerald-700" /> : <Copy aria-hidden="true" className="size-5" />}
          onClick={() => void copy()}
        />
      </div>
      <span role="status" className={copied.message?.tone === 'error' ? 'text-sm text-red-700' : 'text-sm font-medium text-emerald-800'}>
        {copied.message?.text}
      </span>
    </div>
  );
}
