import type { AccountType, UserSummaryDto } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES, type ChatMemberDto } from '@homeroom/contract/chat';
import { Plus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useAddMembers } from '../api/add-members.ts';
import { reachablePeople } from '../contacts.ts';
import { useChatContacts } from '../hooks/use-chat-contacts.ts';
import { newMemberError } from '../new-members.ts';

interface AddMembersModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has added them. */
  onAdded: () => void;
  groupId: number;
  members: readonly ChatMemberDto[];
  accountType: AccountType | '';
  currentUserId: number | undefined;
}

/** 'Add to group': contacts to pick with +, the 'New Users' list, and Submit (docs/product.md, "Group membership"). */
export function AddMembersModal({ open, ...props }: AddMembersModalProps) {
  // Mounted only while open, so that each opening starts with an empty list.
  return open ? <AddMembersDialog {...props} /> : null;
}

function AddMembersDialog({
  onClose,
  onAdded,
  groupId,
  members,
  accountType,
  currentUserId,
}: Omit<AddMembersModalProps, 'open'>) {
  const { t } = useTranslation('chat');
  const contacts = useChatContacts(accountType);
  const addMembers = useAddMembers(groupId);
  const [pending, setPending] = useState<UserSummaryDto[]>([]);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const contactsHeadingId = useId();
  const newUsersHeadingId = useId();

  const candidates = reachablePeople(contacts.data ?? [], currentUserId).filter(
    (person) => !members.some((member) => member.user.id === person.id),
  );
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? candidates.filter((person) => fullNameOf(person).toLocaleLowerCase().includes(needle))
    : candidates;

  function add(person: UserSummaryDto) {
    const error = newMemberError(person, pending, members);
    setRuleError(error);
    if (!error) setPending((list) => [...list, person]);
  }

  async function submit() {
    setRuleError(null);
    if (pending.length === 0) {
      setRuleError(t('addMembers.chooseOne'));
      return;
    }
    try {
      await addMembers.mutateAsync(pending.map((person) => person.id));
      onAdded();
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const failure = addMembers.error;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('addMembers.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('addMembers.cancel')}
          </Button>
          <Button onClick={() => void submit()} isLoading={addMembers.isPending}>
            {t('shared.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {failure && (
          <StatusMessage tone="error">
            {[
              CHAT_MESSAGES.usersAddFailed,
              ...(failure instanceof ApiError && failure.status !== 0 ? failure.messages : []),
            ].filter((line, index, lines) => lines.indexOf(line) === index)}
          </StatusMessage>
        )}

        <section aria-labelledby={contactsHeadingId} className="flex flex-col gap-2">
          <h3 id={contactsHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('addMembers.contactsHeading')}
          </h3>
          {contacts.isPending && accountType !== '' ? (
            <Spinner label={t('contacts.loading')} showLabel />
          ) : contacts.isError ? (
            <StatusMessage tone="error">{t('contacts.loadFailed')}</StatusMessage>
          ) : candidates.length === 0 ? (
            <p className="text-sm text-slate-600">{t('addMembers.everyoneIn')}</p>
          ) : (
            <>
              {candidates.length > 6 && (
                <Input
                  label={t('addMembers.find')}
                  type="search"
                  autoComplete="off"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                />
              )}
              <ul
                aria-label={t('addMembers.listLabel')}
                className="max-h-64 divide-y divide-slate-200/80 overflow-y-auto rounded-2xl ring-1 ring-slate-200"
              >
                {shown.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    action={
                      <IconButton
                        label={t('addMembers.add', { name: fullNameOf(person) })}
                        onClick={() => add(person)}
                        className="text-brand-700 hover:bg-brand-50 hover:text-brand-800"
                        icon={<Plus aria-hidden="true" className="size-5" />}
                      />
                    }
                  />
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby={newUsersHeadingId} className="flex flex-col gap-2">
          <h3 id={newUsersHeadingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('addMembers.newUsers')}
          </h3>
          {ruleError && (
            <p role="alert" className="text-sm text-red-700">
              {ruleError}
            </p>
          )}
          {pending.length === 0 ? (
            <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
              {t('addMembers.pressPlus')}
            </p>
          ) : (
            <ul
              aria-label={t('addMembers.newUsers')}
              className="divide-y divide-slate-200/80 rounded-2xl ring-1 ring-slate-200"
            >
              {pending.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  action={
                    <IconButton
                      label={t('addMembers.remove', { name: fullNameOf(person) })}
                      onClick={() => {
                        setRuleError(null);
                        setPending((list) => list.filter((other) => other.id !== person.id));
                      }}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      icon={<X aria-hidden="true" className="size-5" />}
                    />
                  }
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}

function PersonRow({ person, action }: { person: UserSummaryDto; action: ReactNode }) {
  const name = fullNameOf(person);
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <PersonAvatar person={person} size="sm" />
      <span className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">{name}</span>
      {action}
    </li>
  );
}
