import type { AccountType } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES, withName, type ChatGroupDto, type ChatMemberDto } from '@homeroom/contract/chat';
import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MemberPresence, type PresenceWords } from '../../../components/member-presence.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { AddMembersModal } from './add-members-modal.tsx';
import { GroupOptions } from './group-options.tsx';

interface GroupMembersProps {
  group: ChatGroupDto;
  accountType: AccountType | '';
  currentUserId: number | undefined;
}

/**
 * 'Group Members' with who is in the chat right now (the current user always is), and 'Add
 * Members' for group chats: a direct chat stays between its two people (docs/product.md, "Group membership"). The owner
 * of a group chat removes members; 'Add Members' shows only to those the group lets add.
 */
export function GroupMembers({ group, accountType, currentUserId }: GroupMembersProps) {
  const { t } = useTranslation('chat');
  /** Whether each member has the chat open. */
  const chatPresence: PresenceWords = { present: t('members.online'), absent: t('members.offline') };
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ChatMemberDto | null>(null);
  const removeMember = useRemoveMember(group.id);
  const status = useTimedMessage();
  const isOwner = group.group_owner.id === currentUserId;
  const canAdd = !group.direct_message && (isOwner || !group.only_owner_adds_members);
  const members = [...group.chat_members].sort(
    (a, b) => Number(b.user.id === currentUserId) - Number(a.user.id === currentUserId),
  );

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            {t('members.heading')}{' '}
            <span className="font-normal text-slate-600">{t('members.count', { total: formatNumber(group.chat_members.length) })}</span>
          </h2>
          {canAdd && (
            <Button
              variant="secondary"
              size="sm"
              icon={<UserPlus aria-hidden="true" className="size-4" />}
              onClick={() => {
                status.clear();
                setIsAdding(true);
              }}
            >
              {t('members.add')}
            </Button>
          )}
        </div>
        {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap">
          {members.map((member) => {
            const isMe = member.user.id === currentUserId;
            const isOnline = isMe || member.connected_to_chat;
            const name = fullNameOf(member.user);
            return (
              <li
                key={member.id}
                className="flex min-w-0 items-center gap-2.5 rounded-2xl bg-slate-50 py-1.5 ps-1.5 pe-3 ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0"
              >
                <MemberPresence name={name} picture={member.user.profile_picture} isMe={isMe} isPresent={isOnline} words={chatPresence} />
                {member.user.id === group.group_owner.id && !group.direct_message && (
                  <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    {t('members.owner')}
                  </span>
                )}
                {isOwner && !isMe && !group.direct_message && (
                  <IconButton
                    label={t('members.removeLabel', { name })}
                    icon={<UserMinus aria-hidden="true" className="size-4" />}
                    className="ms-auto size-9 hover:bg-red-50 hover:text-red-800"
                    onClick={() => {
                      status.clear();
                      setRemoving(member);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {!group.direct_message && <GroupOptions group={group} isOwner={isOwner} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('members.removeTitle')}
        confirmLabel={t('members.remove')}
        failureText={translateMessage(CHAT_MESSAGES.removeMemberFailed)}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const name = fullNameOf(removing.user);
          await removeMember.mutateAsync(removing.user.id);
          setRemoving(null);
          // The button that opened the dialog went with the member's row: focus stays in the list.
          headingRef.current?.focus();
          status.show({ tone: 'success', text: withName(translateMessage(CHAT_MESSAGES.memberRemoved), name) });
        }}
      >
        {removing &&
          t('members.removeDescription', {
            confirm: withName(translateMessage(CHAT_MESSAGES.removeMemberConfirm), fullNameOf(removing.user)),
          })}
      </ConfirmDialog>
      <AddMembersModal
        open={isAdding}
        onClose={() => setIsAdding(false)}
        onAdded={() => {
          setIsAdding(false);
          status.show({ tone: 'success', text: CHAT_MESSAGES.usersAdded });
        }}
        groupId={group.id}
        members={group.chat_members}
        accountType={accountType}
        currentUserId={currentUserId}
      />
    </Card>
  );
}
