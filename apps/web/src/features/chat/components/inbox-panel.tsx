import { MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { formatInboxTime, toInboxEntries, type InboxEntry } from '../chat-groups.ts';
import { CreateGroupForm } from './create-group-form.tsx';

/**
 * 'Group Chats', the inbox: every chat of the user, direct and group, latest activity first,
 * with its last message and unread count; then the 'Create Group' box (docs/product.md, "Inbox").
 */
export function InboxPanel({
  currentUserId,
  groupNameDraft,
  onGroupNameDraftChange,
}: {
  currentUserId: number | undefined;
  /** The 'Create Group' name typed and not sent yet (`CreateGroupForm`). */
  groupNameDraft: string;
  onGroupNameDraftChange: (name: string) => void;
}) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('inbox.heading')}
        </h2>
        <InboxList currentUserId={currentUserId} />
        <CreateGroupForm draft={groupNameDraft} onDraftChange={onGroupNameDraftChange} />
      </section>
    </Card>
  );
}

function InboxList({ currentUserId }: { currentUserId: number | undefined }) {
  const { t } = useTranslation('chat');
  const userGroups = useUserGroups();

  if (userGroups.isPending) return <Spinner label={t('inbox.loading')} showLabel />;
  if (userGroups.isError) {
    return (
      <LoadError onRetry={() => void userGroups.refetch()} isRetrying={userGroups.isFetching}>
        {t('inbox.loadFailed')}
      </LoadError>
    );
  }

  const entries = toInboxEntries(userGroups.data, currentUserId);
  if (entries.length === 0) {
    return (
      <EmptyState icon={<MessagesSquare className="size-7" />} title={t('inbox.emptyTitle')}>
        {t('inbox.emptyText')}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('inbox.listLabel')} className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <InboxRow entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function InboxRow({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation('chat');
  const isUnread = entry.unreadCount > 0;
  const last = entry.lastMessage;
  return (
    <Link
      to={`/chatGroup/${entry.id}`}
      className={classNames(
        'flex min-h-16 items-center gap-3 rounded-2xl p-3 ring-1 transition-colors sm:px-4',
        isUnread
          ? 'bg-brand-50/60 ring-brand-200 hover:bg-brand-50'
          : 'bg-white ring-slate-200 hover:bg-brand-50 hover:ring-brand-200',
      )}
    >
      {/* The name follows as text: the picture would only repeat it. */}
      <span aria-hidden="true" className="flex shrink-0">
        {entry.person ? <PersonAvatar person={entry.person} size="md" /> : <Avatar name={entry.title} />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span
            className={classNames(
              'min-w-0 flex-1 truncate text-slate-900',
              isUnread ? 'font-bold' : 'font-semibold',
            )}
          >
            {entry.title}
          </span>
          {last && (
            <>
              {' '}
              <time
                dateTime={last.time}
                className={classNames(
                  'shrink-0 text-xs',
                  isUnread ? 'font-semibold text-brand-800' : 'text-slate-600',
                )}
              >
                {formatInboxTime(last.time)}
              </time>
            </>
          )}
        </span>{' '}
        <span className="flex items-start gap-2">
          <span
            className={classNames(
              'line-clamp-2 min-w-0 flex-1 text-sm [overflow-wrap:anywhere]',
              isUnread ? 'font-medium text-slate-900' : 'text-slate-600',
            )}
          >
            {last ? t('inbox.lastMessage', { sender: last.senderLabel, text: last.text }) : t('inbox.noMessages')}
          </span>
          {isUnread && (
            <>
              {' '}
              <span
                aria-hidden="true"
                data-testid="unread-count"
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold text-white"
              >
                {entry.unreadCount > 99 ? `${formatNumber(99)}+` : formatNumber(entry.unreadCount)}
              </span>
              <span className="sr-only">{t('inbox.unread', { count: entry.unreadCount })}</span>
            </>
          )}
        </span>
        {!entry.isDirect && (
          <>
            {' '}
            <span className="truncate text-xs text-slate-600">{entry.preview}</span>
          </>
        )}
      </span>
    </Link>
  );
}
