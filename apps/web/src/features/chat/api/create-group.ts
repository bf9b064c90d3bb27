import type { GroupCreateBodySchema, GroupCreateDtoSchema } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

type GroupCreateBody = z.output<typeof GroupCreateBodySchema>;
type GroupCreateDto = z.infer<typeof GroupCreateDtoSchema>;

/** POST school/chat-group-create/: a group with the caller as its first member; 201 `{id, name}`. */
export function createGroup(body: GroupCreateBody): Promise<GroupCreateDto> {
  return apiRequest<GroupCreateDto>('/school/chat-group-create/', { method: 'POST', body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsQueryKey }),
  });
}
