import type { OfficeHoursBody, OfficeHoursDto } from '@homeroom/contract/office-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ownOfficeHoursQueryKey } from './get-own-office-hours.ts';

/** PUT school/office-hours/: replaces the whole week and days off; answers them as saved. */
export function saveOwnOfficeHours(body: OfficeHoursBody): Promise<OfficeHoursDto> {
  return apiRequest<OfficeHoursDto>('/school/office-hours/', { method: 'PUT', body });
}

export function useSaveOwnOfficeHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnOfficeHours,
    onSuccess: (saved) => queryClient.setQueryData(ownOfficeHoursQueryKey, saved),
  });
}
