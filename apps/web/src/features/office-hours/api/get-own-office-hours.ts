import type { OfficeHoursDto } from '@homeroom/contract/office-hours';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ownOfficeHoursQueryKey = ['office-hours', 'own'] as const;

/** GET school/office-hours/: the calling teacher's week, days off and zone (403 for anyone else). */
export function getOwnOfficeHours(): Promise<OfficeHoursDto> {
  return apiRequest<OfficeHoursDto>('/school/office-hours/');
}

export function useOwnOfficeHours() {
  return useQuery({ queryKey: ownOfficeHoursQueryKey, queryFn: getOwnOfficeHours });
}
