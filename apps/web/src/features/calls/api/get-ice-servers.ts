import type { IceServersDto } from '@homeroom/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const iceServersQueryKey = ['ice-servers'] as const;

/** GET calls/ice-servers/: the STUN and TURN servers the operator configured. */
export function getIceServers(): Promise<IceServersDto> {
  return apiRequest<IceServersDto>('/calls/ice-servers/');
}

export function iceServersQueryOptions() {
  return queryOptions({
    queryKey: iceServersQueryKey,
    queryFn: getIceServers,
    // Configuration: it changes only when the server restarts.
    staleTime: Infinity,
  });
}

/** Fetched as the page opens, so that Call and Answer need not wait for it. */
export function useIceServers() {
  return useQuery(iceServersQueryOptions());
}
