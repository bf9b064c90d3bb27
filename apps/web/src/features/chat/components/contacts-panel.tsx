import type { AccountType, UserSummaryDto } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import { Check, GraduationCap, Search, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { classNames } from '../../../lib/class-names.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { parentsOfClass, type ContactClass } from '../contacts.ts';
import { useChatContacts } from '../hooks/use-chat-contacts.ts';
import { useOpenDirectChat, type DirectChatDestination } from '../hooks/use-open-direct-chat.ts';
import { ContactActions } from './contact-actions.tsx';

/** The class whose parents are shown, and the student's name typed to filter them. */
export interface ContactsSelection {
  classId: number | null;
  parentFilter: string;
}

export const NO_CONTACTS_SELECTION: ContactsSelection = { classId: null, parentFilter: '' };

interface ContactsPanelProps {
  accountType: AccountType | '';
  currentUserId: number | undefined;
  /**
   * Kept by the page, not here: the panel moves when the hub changes layout (a window resized
   * across the breakpoint, a phone turned) and leaves the page on a phone's Chats tab, and the
   * class chosen should still be chosen when it comes back.
   */
  selection: ContactsSelection;
  onSelectionChange: (selection: ContactsSelection) => void;
}

/** 'Contacts': the user's classes and, for the chosen class, its parents to message or call. */
export function ContactsPanel({ accountType, currentUserId, selection, onSelectionChange }: ContactsPanelProps) {
  const { t } = useTranslation('chat');
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
            {t('contacts.heading')}
          </h2>
          <p className="text-sm text-slate-600">{translateMessage(CHAT_MESSAGES.iconHint)}</p>
        </div>
        {openDirectChat.isError && (
          <StatusMessage tone="error">
            {openDirectChat.error instanceof ApiError
              ? openDirectChat.error.messages
              : [t('contacts.openFailed')]}
          </StatusMessage>
        )}
        {accountType === '' ? (
          <EmptyState icon={<Users className="size-7" />} title={t('contacts.noAccountTypeTitle')}>
            {t('contacts.noAccountTypeText')}
            <span className="mt-3 block">
              <ButtonLink to="/profile" variant="secondary" size="sm">
                {t('contacts.goToProfile')}
              </ButtonLink>
            </span>
          </EmptyState>
        ) : (
          <ContactClasses
            accountType={accountType}
            currentUserId={currentUserId}
            selection={selection}
            onSelectionChange={onSelectionChange}
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
  selection: ContactsSelection;
  onSelectionChange: (selection: ContactsSelection) => void;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
}

function ContactClasses({ accountType, currentUserId, selection, onSelectionChange, onOpen, pending }: ContactClassesProps) {
  const { t } = useTranslation('chat');
  const contacts = useChatContacts(accountType);
  const selectedId = selection.classId;
  const classesHeadingId = useId();
  const parentsHeadingId = useId();

  if (contacts.isPending) return <Spinner label={t('contacts.loading')} showLabel />;
  if (contacts.isError) {
    return (
      <LoadError onRetry={() => void contacts.refetch()} isRetrying={contacts.isFetching}>
        {t('contacts.loadFailed')}
      </LoadError>
    );
  }

  const classes = contacts.data;
  const selected = classes.find((contactClass) => contactClass.id === selectedId) ?? null;

  return (
    <>
      <section aria-labelledby={classesHeadingId} className="flex flex-col gap-2">
        <h3 id={classesHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('contacts.classesHeading')}
        </h3>
        {classes.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {accountType === 'teacher'
              ? t('contacts.noClassesTeacher')
              : t('contacts.noClassesParent')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {classes.map((contactClass) => (
              <ClassItem
                key={contactClass.id}
                contactClass={contactClass}
                isSelected={contactClass.id === selectedId}
                onSelect={() =>
                  onSelectionChange({ classId: contactClass.id === selectedId ? null : contactClass.id, parentFilter: '' })
                }
                onOpen={onOpen}
                pending={pending}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={parentsHeadingId} className="flex flex-col gap-3">
        <h3 id={parentsHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('contacts.parentsHeading')}
        </h3>
        {selected ? (
          <ClassParents
            contactClass={selected}
            currentUserId={currentUserId}
            filter={selection.parentFilter}
            onFilterChange={(parentFilter) => onSelectionChange({ ...selection, parentFilter })}
            onOpen={onOpen}
            pending={pending}
          />
        ) : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {translateMessage(CHAT_MESSAGES.selectClassHint)}
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
  const { t } = useTranslation('chat');
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
        className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-brand-50"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words text-slate-900">{contactClass.name}</span>{' '}
          {contactClass.childNames.map((childName) => (
            <span key={childName} className="text-sm break-words text-slate-600">
              {t('contacts.childClass', { name: childName })}
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
              {t('contacts.teacher')}
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
  filter: string;
  onFilterChange: (filter: string) => void;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  pending: { userId: number; destination: DirectChatDestination } | null;
}

function ClassParents({ contactClass, currentUserId, filter, onFilterChange, onOpen, pending }: ClassParentsProps) {
  const { t } = useTranslation('chat');
  const allParents = parentsOfClass(contactClass, currentUserId);
  const parents = parentsOfClass(contactClass, currentUserId, filter);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Input
          label={t('contacts.findParent', { name: contactClass.name })}
          placeholder={t('contacts.findParentPlaceholder')}
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute end-3 bottom-3.5 size-4 text-slate-500"
        />
      </div>
      {allParents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('contacts.noParents', { name: contactClass.name })}</p>
      ) : parents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('contacts.noMatch', { filter: filter.trim() })}</p>
      ) : (
        <ul
          aria-label={t('contacts.parentsOf', { name: contactClass.name })}
          className="divide-y divide-slate-200/80 rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {parents.map((parent) => (
            <ContactRow
              as="li"
              key={parent.user.id}
              user={parent.user}
              detail={t('contacts.parentOf', { names: parent.childNames.join(t('shared.listSeparator')) })}
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
