import type { RosterClassDto } from '@homeroom/contract/roster';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/roster-classes/: the classes the caller may import into (theirs; a leader's whole school). */
export function useRosterClasses() {
  return useQuery({
    queryKey: ['roster-classes'],
    queryFn: () => apiRequest<RosterClassDto[]>('/school/roster-classes/'),
  });
}
