import type { z } from 'zod';
import type {
  CoteacherInvitationAcceptDtoSchema,
  CoteacherInvitationDto,
} from '@homeroom/contract/coteachers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

type AcceptedInvitation = z.infer<typeof CoteacherInvitationAcceptDtoSchema>;

const coteacherInvitationsQueryKey = ['coteacher-invitations'] as const;

/** GET school/coteacher-invitations/: the teacher's invitations to co-teach, waiting for an answer. */
export function useCoteacherInvitations() {
  return useQuery({
    queryKey: coteacherInvitationsQueryKey,
    queryFn: () => apiRequest<CoteacherInvitationDto[]>('/school/coteacher-invitations/'),
  });
}

/**
 * POST school/coteacher-invitation-accept/{id}/ or -decline/{id}/. Either way the invitation is
 * gone; accepting also adds the class to the profile's list.
 */
export function useAnswerCoteacherInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: { invitationId: number; answer: 'accept' | 'decline' }) =>
      apiRequest<AcceptedInvitation | undefined>(`/school/coteacher-invitation-${answer}/${invitationId}/`, {
        method: 'POST',
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coteacherInvitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
