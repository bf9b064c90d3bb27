import type { AccountType } from '@homeroom/contract/accounts';
import { CHAT_MESSAGES, type ChatGroupDto } from '@homeroom/contract/chat';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { MemberPresence, type PresenceWords } from '../../../components/member-presence.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { AddMembersModal } from './add-members-modal.tsx';

/** Whether each member has the chat open. */
const CHAT_PRESENCE: PresenceWords = { present: 'Online', absent: 'Offline' };

interface GroupMembersProps {
  group: ChatGroupDto;
  accountType: AccountType | '';
  currentUserId: number | undefined;
}

/**
 * 'Group Members' with who is in the chat right now (the current user always is), and 'Add
 * Members' for group chats: a direct chat stays between its two people (SPEC §6).
 */
export function GroupMembers({ group, accountType, currentUserId }: GroupMembersProps) {
  const headingId = useId();
  const [isAdding, setIsAdding] = useState(false);
  const status = useTimedMessage();
  const members = [...group.chat_members].sort(
    (a, b) => Number(b.user.id === currentUserId) - Number(a.user.id === currentUserId),
  );

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Group Members <span className="font-normal text-slate-600">({group.chat_members.length})</span>
          </h2>
          {!group.direct_message && (
            <Button
              variant="secondary"
              size="sm"
              icon={<UserPlus aria-hidden="true" className="size-4" />}
              onClick={() => {
                status.clear();
                setIsAdding(true);
              }}
            >
              Add Members
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
                className="flex min-w-0 items-center gap-2.5 rounded-2xl bg-slate-50 py-1.5 pr-3 pl-1.5 ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0"
              >
                <MemberPresence name={name} isMe={isMe} isPresent={isOnline} words={CHAT_PRESENCE} />
              </li>
            );
          })}
        </ul>
      </section>
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
