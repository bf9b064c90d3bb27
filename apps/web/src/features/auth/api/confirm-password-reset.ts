import type { DetailDto, PasswordResetConfirmBody } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST dj-rest-auth/password/reset/confirm/ with the uid and token of the e-mailed link. */
export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<DetailDto> {
  return apiRequest<DetailDto>('/dj-rest-auth/password/reset/confirm/', {
    method: 'POST',
    body,
    authenticated: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
