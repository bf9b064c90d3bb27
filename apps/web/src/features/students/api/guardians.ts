import type { z } from 'zod';
import type {
  GuardianInvitationAcceptDtoSchema,
  StudentInviteCodeDtoSchema,
} from '@homeroom/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

type AcceptedInvitation = z.infer<typeof GuardianInvitationAcceptDtoSchema>;
type InviteCode = z.infer<typeof StudentInviteCodeDtoSchema>;

/** POST school/student-guardian-invite/{id}/: a guardian invites another guardian by e-mail. */
export function inviteGuardian(studentId: number, email: string): Promise<{ detail: string }> {
  return apiRequest<{ detail: string }>(`/school/student-guardian-invite/${studentId}/`, {
    method: 'POST',
    body: { email },
  });
}

/**
 * PUT school/guardian-invitation-accept/ with the secret of the e-mailed link. A newly registered
 * user without an account type becomes a parent first: the invitation says what they are.
 */
export async function acceptGuardianInvitation(
  token: string,
  user: { id: number; isNew: boolean },
): Promise<AcceptedInvitation> {
  if (user.isNew) await apiRequest('/school/parent-create/', { method: 'POST', body: { user: user.id } });
  return apiRequest<AcceptedInvitation>('/school/guardian-invitation-accept/', {
    method: 'PUT',
    body: { token },
  });
}

export function useAcceptGuardianInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, user }: { token: string; user: { id: number; isNew: boolean } }) =>
      acceptGuardianInvitation(token, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** POST school/student-invite-code/{id}/: the teacher's fresh single-use code, replacing an unused one. */
export function useIssueInviteCode(classId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<InviteCode>(`/school/student-invite-code/${studentId}/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}

/** DELETE school/student-guardian/{id}/{user_id}/: the teacher unlinks a guardian; answers 204. */
export function useUnlinkGuardian(classId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<void>(`/school/student-guardian/${studentId}/${userId}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
