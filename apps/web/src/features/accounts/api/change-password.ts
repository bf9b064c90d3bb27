import type { DetailDto, PasswordChangeBody } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST dj-rest-auth/password/change/ */
export function changePassword(body: PasswordChangeBody): Promise<DetailDto> {
  return apiRequest<DetailDto>('/dj-rest-auth/password/change/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
