import type { DetailDto, PasswordResetBody } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST dj-rest-auth/password/reset/, sent without a token; the server e-mails a reset link. */
export function requestPasswordReset(body: PasswordResetBody): Promise<DetailDto> {
  return apiRequest<DetailDto>('/dj-rest-auth/password/reset/', {
    method: 'POST',
    body,
    authenticated: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
