import type { AccountType, UserSummaryDto } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import { Check, GraduationCap, Search, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { parentsOfClass, type ContactClass } from '../contacts.ts';
import { useChatContacts } from '../hooks/use-chat-contacts.ts';
import { useOpenDirectChat, type DirectChatDestination } from '../hooks/use-open-direct-chat.ts';
import { ContactActions } from './contact-actions.tsx';

interface ContactsPanelProps {
  accountType: AccountType | '';
  currentUserId: number | undefined;
}

/** 'Contacts': the user's classes and, for the chosen class, its parents to message or call. */
export function ContactsPanel({ accountType, currentUserId }: ContactsPanelProps) {
  const headingId = useId();
  const openDirectChat = useOpenDirectChat();
  const pending = openDirectChat.isPending ? (openDirectChat.variables ?? null) : null;
  const onOpen = (userId: number, destination: DirectChatDestination) =>
    openDirectChat.mutate({ userId, destination });

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Contacts
          </h2>
          <p className="text-sm text-slate-600">{CHAT_MESSAGES.iconHint}</p>
        </div>
        {openDirectChat.isError && (
          <StatusMessage tone="error">
            {openDirectChat.error instanceof ApiError
              ? openDirectChat.error.messages
              : ['The chat could not be opened. Please try again.']}
          </StatusMessage>
        )}
        {accountType === '' ? (
          <EmptyState icon={<Users className="size-7" />} title="Choose your account type first.">
            Tell us in your profile whether you are a teacher or a parent, then your classes show here.
            <span className="mt-3 block">
              <ButtonLink to="/profile" variant="secondary" size="sm">
                Go to your profile
              </ButtonLink>
            </span>
          </EmptyState>
        ) : (
          <ContactClasses
            accountType={accountType}
            currentUserId={currentUserId}
            onOpen={onOpen}
            pending={pending}
          />
        )}
      </section>
    </Card>
  );
}

interface ContactClassesProps {
  accountType: AccountType;
  currentUserId: number | undefined;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
}

function ContactClasses({ accountType, currentUserId, onOpen, pending }: ContactClassesProps) {
  const contacts = useChatContacts(accountType);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const classesHeadingId = useId();
  const parentsHeadingId = useId();

  if (contacts.isPending) return <Spinner label="Loading your contacts…" showLabel />;
  if (contacts.isError) {
    return (
      <LoadError onRetry={() => void contacts.refetch()} isRetrying={contacts.isFetching}>
        Your contacts could not be loaded.
      </LoadError>
    );
  }

  const classes = contacts.data;
  const selected = classes.find((contactClass) => contactClass.id === selectedId) ?? null;

  return (
    <>
      <section aria-labelledby={classesHeadingId} className="flex flex-col gap-2">
        <h3 id={classesHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Your Classes
        </h3>
        {classes.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {accountType === 'teacher'
              ? 'You have no classes yet. Create one in your profile.'
              : 'Link a child with their invite code in your profile to see their class.'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {classes.map((contactClass) => (
              <ClassItem
                key={contactClass.id}
                contactClass={contactClass}
                isSelected={contactClass.id === selectedId}
                onSelect={() => setSelectedId(contactClass.id === selectedId ? null : contactClass.id)}
                onOpen={onOpen}
                pending={pending}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={parentsHeadingId} className="flex flex-col gap-3">
        <h3 id={parentsHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Parents
        </h3>
        {selected ? (
          <ClassParents
            key={selected.id}
            contactClass={selected}
            currentUserId={currentUserId}
            onOpen={onOpen}
            pending={pending}
          />
        ) : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {CHAT_MESSAGES.selectClassHint}
          </p>
        )}
      </section>
    </>
  );
}

interface ClassItemProps {
  contactClass: ContactClass;
  isSelected: boolean;
  onSelect: () => void;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
}

function ClassItem({ contactClass, isSelected, onSelect, onOpen, pending }: ClassItemProps) {
  return (
    <li
      className={classNames(
        'overflow-hidden rounded-2xl ring-1 transition-colors',
        isSelected ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200',
      )}
    >
      <button
        type="button"
        aria-pressed={isSelected}
        onClick={onSelect}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-50"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words text-slate-900">{contactClass.name}</span>{' '}
          {contactClass.childNames.map((childName) => (
            <span key={childName} className="text-sm break-words text-slate-600">
              {`${childName}'s class`}
            </span>
          ))}
        </span>
        {isSelected && <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
      </button>
      {contactClass.teachers.map((teacher) => (
        <ContactRow
          key={teacher.id}
          user={teacher}
          detail={
            <span className="inline-flex items-center gap-1">
              <GraduationCap aria-hidden="true" className="size-3.5" />
              Teacher
            </span>
          }
          onOpen={onOpen}
          pending={pending}
          className="border-t border-slate-200/80"
        />
      ))}
    </li>
  );
}

interface ClassParentsProps {
  contactClass: ContactClass;
  currentUserId: number | undefined;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
}

function ClassParents({ contactClass, currentUserId, onOpen, pending }: ClassParentsProps) {
  const [filter, setFilter] = useState('');
  const allParents = parentsOfClass(contactClass, currentUserId);
  const parents = parentsOfClass(contactClass, currentUserId, filter);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Input
          label={`Find a parent in ${contactClass.name}`}
          placeholder="Type student..."
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-slate-500"
        />
      </div>
      {allParents.length === 0 ? (
        <p className="text-sm text-slate-600">No parents of {contactClass.name} have joined Homeroom yet.</p>
      ) : parents.length === 0 ? (
        <p className="text-sm text-slate-600">No student matches “{filter.trim()}”.</p>
      ) : (
        <ul
          aria-label={`Parents of ${contactClass.name}`}
          className="divide-y divide-slate-200/80 rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {parents.map((parent) => (
            <ContactRow
              as="li"
              key={parent.user.id}
              user={parent.user}
              detail={`Parent of ${parent.childNames.join(', ')}`}
              onOpen={onOpen}
              pending={pending}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface ContactRowProps {
  as?: 'li' | 'div';
  user: UserSummaryDto;
  detail: ReactNode;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
  className?: string;
}

function ContactRow({ as: Element = 'div', user, detail, onOpen, pending, className }: ContactRowProps) {
  const name = fullNameOf(user);
  return (
    <Element className={classNames('flex items-center gap-3 px-4 py-2.5', className)}>
      <PersonAvatar person={user} size="sm" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold break-words text-slate-900">{name}</span>{' '}
        <span className="text-xs break-words text-slate-600">{detail}</span>
      </span>
      <ContactActions user={user} onOpen={onOpen} pending={pending} />
    </Element>
  );
}
