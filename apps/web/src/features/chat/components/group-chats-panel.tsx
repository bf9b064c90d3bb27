import { ChevronRight, MessageSquare, MessagesSquare, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserGroups } from '../api/get-user-groups.ts';
import { splitGroups, type GroupSummary } from '../chat-groups.ts';
import { CreateGroupForm } from './create-group-form.tsx';

/** 'Group Chats': a form to create a group and the user's chats as links. */
export function GroupChatsPanel({ currentUserId }: { currentUserId: number | undefined }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Group Chats
        </h2>
        <CreateGroupForm />
        <GroupLists currentUserId={currentUserId} />
      </section>
    </Card>
  );
}

function GroupLists({ currentUserId }: { currentUserId: number | undefined }) {
  const userGroups = useUserGroups();

  if (userGroups.isPending) return <Spinner label="Loading your chats…" showLabel />;
  if (userGroups.isError) {
    return (
      <LoadError onRetry={() => void userGroups.refetch()} isRetrying={userGroups.isFetching}>
        Your chats could not be loaded.
      </LoadError>
    );
  }

  const { groups, directChats } = splitGroups(userGroups.data, currentUserId);
  if (groups.length === 0 && directChats.length === 0) {
    return (
      <EmptyState icon={<MessagesSquare className="size-7" />} title="You have no chats yet.">
        Create a group above, or press the message icon beside a contact.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {groups.length > 0 && (
        <GroupList title="Groups" icon={<Users aria-hidden="true" className="size-5" />} summaries={groups} />
      )}
      {directChats.length > 0 && (
        <GroupList
          title="Direct messages"
          icon={<MessageSquare aria-hidden="true" className="size-5" />}
          summaries={directChats}
        />
      )}
    </div>
  );
}

function GroupList({
  title,
  icon,
  summaries,
}: {
  title: string;
  icon: ReactNode;
  summaries: GroupSummary[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h3>
      <ul className="flex flex-col gap-2">
        {summaries.map((summary) => (
          <li key={summary.id}>
            <Link
              to={`/chatGroup/${summary.id}`}
              className="group flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200 sm:p-4"
            >
              {summary.isDirect ? (
                // The name follows as text: the picture would only repeat it.
                <span aria-hidden="true">
                  <Avatar name={summary.title} />
                </span>
              ) : (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-white">
                  {icon}
                </span>
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-slate-900">{summary.title}</span>
                {/* Keeps the two lines apart in the link's accessible name. */}{' '}
                <span className="text-sm break-words text-slate-600">
                  {summary.isDirect ? 'Direct message' : summary.preview}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
