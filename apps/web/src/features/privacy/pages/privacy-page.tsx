import type { PrivacyPolicyDto } from '@homeroom/contract/privacy';
import { Clock, Database, Download, Eye, HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { useIsLoggedIn } from '../../../lib/auth-store.ts';
import { usePrivacyPolicy } from '../api/get-privacy-policy.ts';

/** "365 days" in the app's language, with the language's own plural. */
function days(count: number): string {
  return formatNumber(count, { style: 'unit', unit: 'day', unitDisplay: 'long' });
}

/** The public privacy page (/privacy): what Homeroom stores, why, who sees it, how long, and how to take it back. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('page.pageTitle')}</title>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('page.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="text-base text-slate-700">{t('page.intro')}</p>
      </header>

      <Section icon={<Database className="size-5" />} title={t('stores.title')}>
        <ul className="flex list-disc flex-col gap-2 ps-5">
          <li>{t('stores.accounts')}</li>
          <li>{t('stores.children')}</li>
          <li>{t('stores.classes')}</li>
          <li>{t('stores.messages')}</li>
        </ul>
      </Section>

      <Section icon={<HeartHandshake className="size-5" />} title={t('why.title')}>
        <p>{t('why.text')}</p>
      </Section>

      <Section icon={<Eye className="size-5" />} title={t('who.title')}>
        <ul className="flex list-disc flex-col gap-2 ps-5">
          <li>{t('who.teachers')}</li>
          <li>{t('who.guardians')}</li>
          <li>{t('who.leaders')}</li>
          <li>{t('who.chats')}</li>
        </ul>
      </Section>

      <Section icon={<Clock className="size-5" />} title={t('kept.title')}>
        <RetentionPolicy />
      </Section>

      <Section icon={<Download className="size-5" />} title={t('rights.title')}>
        <p>{t('rights.text')}</p>
        <ButtonLink to={isLoggedIn ? '/profile' : '/login'} variant="secondary" className="self-start">
          {t('rights.action')}
        </ButtonLink>
      </Section>
    </div>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4 text-sm leading-relaxed text-slate-800 sm:p-6 sm:text-base">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The numbers come from the server's settings, so the page states the policy the server applies. */
function RetentionPolicy() {
  const { t } = useTranslation('privacy');
  const policy = usePrivacyPolicy();
  if (policy.isPending) return <Spinner label={t('page.loading')} showLabel />;
  if (policy.isError)
    return (
      <LoadError onRetry={() => void policy.refetch()} isRetrying={policy.isFetching}>
        {policy.error instanceof ApiError ? policy.error.messages : [t('page.loadFailed')]}
      </LoadError>
    );
  return <RetentionList retention={policy.data.retention} />;
}

function RetentionList({ retention }: { retention: PrivacyPolicyDto['retention'] }) {
  const { t } = useTranslation('privacy');
  return (
    <ul className="flex list-disc flex-col gap-2 ps-5" data-testid="retention-policy">
      <li>
        {t('kept.archivedClasses', {
          duration: days(retention.archived_class_days),
          warning: days(retention.deletion_warning_days),
        })}
      </li>
      <li>
        {retention.chat_message_days === null
          ? t('kept.chatForever')
          : t('kept.chatMessages', { duration: days(retention.chat_message_days) })}
      </li>
      <li>{t('kept.notifications', { duration: days(retention.notification_days) })}</li>
      <li>{t('kept.accessLog')}</li>
    </ul>
  );
}
