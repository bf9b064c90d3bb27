import type { ConferenceWindowBody, ConferenceWindowDto } from '@homeroom/contract/conferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classConferencesQueryKey } from './get-class-conferences.ts';

/** POST school/class-conferences/{classId}/ (a new window) or PUT school/conference-windows/{id}/ (a change). */
export function saveWindow(classId: number, windowId: number | null, body: ConferenceWindowBody): Promise<ConferenceWindowDto> {
  return windowId === null
    ? apiRequest<ConferenceWindowDto>(`/school/class-conferences/${classId}/`, { method: 'POST', body })
    : apiRequest<ConferenceWindowDto>(`/school/conference-windows/${windowId}/`, { method: 'PUT', body });
}

export function useSaveWindow(classId: number, windowId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConferenceWindowBody) => saveWindow(classId, windowId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classConferencesQueryKey(classId) }),
  });
}
