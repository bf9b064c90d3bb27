import type { PrivacyPolicyDto } from '@homeroom/contract/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET privacy-policy/ (public): this server's retention settings, which the privacy page states. */
export function getPrivacyPolicy(): Promise<PrivacyPolicyDto> {
  return apiRequest<PrivacyPolicyDto>('/privacy-policy/');
}

export function privacyPolicyQueryOptions() {
  return queryOptions({ queryKey: ['privacy-policy'] as const, queryFn: getPrivacyPolicy, staleTime: Infinity });
}

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions());
}
