import type { DetailDto } from '@homeroom/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** POST dj-rest-auth/registration/verify-email/ with the key of the e-mailed link. */
export function verifyEmail(key: string): Promise<DetailDto> {
  return apiRequest<DetailDto>('/dj-rest-auth/registration/verify-email/', {
    method: 'POST',
    body: { key },
    authenticated: false,
  });
}

/**
 * Verifies once per key when the page opens. A query rather than a mutation, so that a re-render
 * (or React's development double mount) never sends the key twice.
 */
export function useVerifyEmail(key: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', key],
    queryFn: async () => {
      const answer = await verifyEmail(key);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
  });
}
