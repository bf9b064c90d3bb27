import type { ChildAccessEntryDto, ChildAccessKind, ChildAccessRole } from '@homeroom/contract/access-log';
import { Eye } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useChildAccessLog } from '../api/get-child-access-log.ts';

const ROLE_KEYS = { school_leader: 'accessLog.roles.school_leader', staff: 'accessLog.roles.staff' } as const satisfies Record<ChildAccessRole, string>;
const WHAT_KEYS = {
  portfolio: 'accessLog.what.portfolio',
  hand_ins: 'accessLog.what.hand_ins',
  export: 'accessLog.what.export',
} as const satisfies Record<ChildAccessKind, string>;

/**
 * On a child's page, for their guardians: each look at the child's record by someone who is
 * neither a guardian nor a teacher of the class (docs/decisions.md, "Access log").
 */
export function ChildAccessLog({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('privacy');
  const log = useChildAccessLog(studentId);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Eye aria-hidden="true" className="size-4 text-slate-500" />
        {t('accessLog.title')}
      </h2>
      {log.isPending ? (
        <Spinner label={t('accessLog.loading')} showLabel />
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} isRetrying={log.isFetching}>
          {log.error instanceof ApiError ? log.error.messages : [t('accessLog.loadFailed')]}
        </LoadError>
      ) : log.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('accessLog.empty', { name })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('accessLog.intro', { name })}</p>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200" data-testid="child-access-log">
            {log.data.map((entry) => (
              <AccessEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function AccessEntry({ entry }: { entry: ChildAccessEntryDto }) {
  const { t } = useTranslation('privacy');
  return (
    <li className="px-4 py-3 text-sm break-words text-slate-900">
      {t('accessLog.entry', {
        reader: entry.reader_name,
        role: t(ROLE_KEYS[entry.reader_role]),
        what: t(WHAT_KEYS[entry.what]),
        when: formatDateTime(entry.accessed_at, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
      })}
    </li>
  );
}
