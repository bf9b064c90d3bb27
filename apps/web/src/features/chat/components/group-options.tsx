import { CHAT_MESSAGES, type ChatGroupDto } from '@homeroom/contract/chat';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useLeaveGroup } from '../api/leave-group.ts';
import { useUpdateGroupSettings } from '../api/update-group-settings.ts';

interface GroupOptionsProps {
  group: ChatGroupDto;
  isOwner: boolean;
}

/**
 * Under the members of a group chat: the owner's 'Only I can add members', and 'Leave group'
 * for everyone (an owner who leaves hands the group to the member who joined first).
 */
export function GroupOptions({ group, isOwner }: GroupOptionsProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  const leaveGroup = useLeaveGroup(group.id);
  const updateSettings = useUpdateGroupSettings(group.id);

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      {isOwner && (
        <Switch
          label={translateMessage(CHAT_MESSAGES.onlyOwnerAddsToggle)}
          description={t('options.onlyOwnerAddsHint')}
          // The value being saved while it is; after that the group's own (a refused change falls back).
          checked={updateSettings.isPending ? updateSettings.variables.only_owner_adds_members : group.only_owner_adds_members}
          // Not disabled while saving: a disabled switch would drop the keyboard focus on the page's body.
          onChange={(checked) => {
            if (!updateSettings.isPending) updateSettings.mutate({ only_owner_adds_members: checked });
          }}
        />
      )}
      {updateSettings.isError && <StatusMessage tone="error">{CHAT_MESSAGES.settingsFailed}</StatusMessage>}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        icon={<LogOut aria-hidden="true" className="size-4" />}
        onClick={() => setIsConfirmingLeave(true)}
      >
        {translateMessage(CHAT_MESSAGES.leaveGroup)}
      </Button>
      <ConfirmDialog
        open={isConfirmingLeave}
        title={t('options.leaveTitle')}
        confirmLabel={translateMessage(CHAT_MESSAGES.leaveGroup)}
        failureText={translateMessage(CHAT_MESSAGES.leaveGroupFailed)}
        onCancel={() => setIsConfirmingLeave(false)}
        onConfirm={async () => {
          await leaveGroup.mutateAsync();
          setIsConfirmingLeave(false);
          navigate('/chatHub', { replace: true });
        }}
      >
        {isOwner && group.chat_members.length > 1
          ? t('options.leaveConfirmOwner', { confirm: translateMessage(CHAT_MESSAGES.leaveGroupConfirm) })
          : translateMessage(CHAT_MESSAGES.leaveGroupConfirm)}
      </ConfirmDialog>
    </div>
  );
}
