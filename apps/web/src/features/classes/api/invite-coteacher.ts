import type { z } from 'zod';
import type { CoteacherInviteDtoSchema } from '@homeroom/contract/coteachers';
import { apiRequest } from '../../../lib/api-client.ts';

type InviteSent = z.infer<typeof CoteacherInviteDtoSchema>;

/** POST school/class-coteacher-invite/{id}/: the owner invites a colleague of the school by e-mail. */
export function inviteCoteacher(classId: number, email: string): Promise<InviteSent> {
  return apiRequest<InviteSent>(`/school/class-coteacher-invite/${classId}/`, {
    method: 'POST',
    body: { email },
  });
}
