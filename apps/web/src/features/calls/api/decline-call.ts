import type { DetailDto } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST calls/{group}/decline/: turns down the call ringing for the user, from any page (docs/api.md). */
export function declineCall(groupId: number): Promise<DetailDto> {
  return apiRequest<DetailDto>(`/calls/${groupId}/decline/`, { method: 'POST', body: {} });
}

export function useDeclineCall() {
  return useMutation({
    mutationFn: declineCall,
    // The ringing already stopped here; at worst the caller hears it ring until it is missed.
    onError: (error) => console.error('The call could not be declined.', error),
  });
}
