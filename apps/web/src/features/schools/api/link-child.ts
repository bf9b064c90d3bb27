import type { UseInviteCodeDtoSchema } from '@homeroom/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import type { z } from 'zod';

type UseInviteCodeDto = z.infer<typeof UseInviteCodeDtoSchema>;

/** PUT school/use-invite-code/ (parents): links the student with that code to the caller. */
export function linkChild(code: string): Promise<UseInviteCodeDto> {
  return apiRequest<UseInviteCodeDto>('/school/use-invite-code/', { method: 'PUT', body: { code } });
}

/** Links a child, then reloads the user, whose parent profile lists the children. */
export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
