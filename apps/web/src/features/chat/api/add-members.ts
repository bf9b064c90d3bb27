import type { AddedMemberDtoSchema } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatGroupQueryKey } from './get-chat-group.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

type AddedMemberDto = z.infer<typeof AddedMemberDtoSchema>;

/** POST school/chat-group-add-members/{groupId}/ with `[{user, group}]`; 201 the new members. */
export function addMembers(groupId: number, userIds: readonly number[]): Promise<AddedMemberDto[]> {
  return apiRequest<AddedMemberDto[]>(`/school/chat-group-add-members/${groupId}/`, {
    method: 'POST',
    body: userIds.map((user) => ({ user, group: groupId })),
  });
}

export function useAddMembers(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: readonly number[]) => addMembers(groupId, userIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(groupId) }),
        queryClient.invalidateQueries({ queryKey: userGroupsQueryKey }),
      ]),
  });
}
