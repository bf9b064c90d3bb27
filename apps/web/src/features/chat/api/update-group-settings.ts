import type { ChatGroupDto, GroupSettingsBody, GroupSettingsDto } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatGroupQueryKey } from './get-chat-group.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

/** PUT school/chat-group-settings-update/{groupId}/: the owner's settings of the group. */
export function updateGroupSettings(groupId: number, settings: GroupSettingsBody): Promise<GroupSettingsDto> {
  return apiRequest<GroupSettingsDto>(`/school/chat-group-settings-update/${groupId}/`, {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateGroupSettings(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GroupSettingsBody) => updateGroupSettings(groupId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), (group) =>
        group ? { ...group, only_owner_adds_members: saved.only_owner_adds_members } : group,
      );
      return queryClient.invalidateQueries({ queryKey: userGroupsQueryKey });
    },
  });
}
