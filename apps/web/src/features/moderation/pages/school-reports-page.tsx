import { MODERATION_MESSAGES } from '@homeroom/contract/moderation';
import { ShieldBan } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useContentReports } from '../api/get-content-reports.ts';
import { useModerateContent, type ModerationAction } from '../api/moderate-content.ts';
import { ReportLists } from '../components/report-list.tsx';

const DONE: Record<ModerationAction['type'], string> = {
  hide: MODERATION_MESSAGES.hidden,
  unhide: MODERATION_MESSAGES.unhidden,
  dismiss: MODERATION_MESSAGES.dismissed,
};

/**
 * /school/reports: a leader's school's open reports, to hide or dismiss, and what the school hides,
 * to show again (docs/decisions.md, "Reports and hidden content"). The School page links here. A
 * teacher gets the same page for their classes without a school (docs/decisions.md, "Safety").
 */
export function SchoolReportsPage() {
  const { t } = useTranslation('moderation');
  const reportsQuery = useContentReports();
  const reportsTitle = translateMessage(MODERATION_MESSAGES.reportsTitle);
  const moderate = useModerateContent();
  const status = useTimedMessage();
  // A teacher who leads no school answers for the reports of their classes without one.
  const isLeader = useAuthStore((state) => state.account?.teacher?.school_role === 'leader');

  return (
    <PageGate
      query={reportsQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<ShieldBan className="size-7" />}
          title={t('page.forbidden')}
          action={<ButtonLink to="/home">{t('page.goHome')}</ButtonLink>}
        >
          {t('page.forbiddenText')}
        </PageMessage>
      }
      notFound={
        <PageMessage
          icon={<ShieldBan className="size-7" />}
          title={t('page.notFound')}
          action={<ButtonLink to="/home">{t('page.goHome')}</ButtonLink>}
        >
          {t('page.notFoundText')}
        </PageMessage>
      }
      loadError={{ title: reportsTitle, heading: t('page.loadFailed') }}
    >
      {(data) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
          <title>{t('page.pageTitle', { title: reportsTitle })}</title>
          <header className="flex flex-col gap-1">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('page.school')}</p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{reportsTitle}</h1>
            <p className="text-slate-700">
              {translateMessage(isLeader ? MODERATION_MESSAGES.reportsIntro : MODERATION_MESSAGES.classReportsIntro)}
            </p>
          </header>
          {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
          <ReportLists
            reports={data.reports}
            hidden={data.hidden}
            onAction={async (action) => {
              await moderate.mutateAsync(action);
              status.show({ tone: 'success', text: DONE[action.type] });
            }}
          />
        </div>
      )}
    </PageGate>
  );
}
