import type { HelperCreateDtoSchema } from '@homeroom/contract/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

type HelperCreateDto = z.infer<typeof HelperCreateDtoSchema>;

/**
 * POST school/helper-create/ (a parent of the class); answers 201 `{event}`, or 400 `{event: [...]}`
 * when the places are taken, the parent already helps, or the event is over.
 */
export function registerHelper(eventId: number): Promise<HelperCreateDto> {
  return apiRequest<HelperCreateDto>('/school/helper-create/', { method: 'POST', body: { event: eventId } });
}

export function useRegisterHelper(classId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerHelper(eventId),
    // Refetched after a refusal too: a full event was most likely filled by someone else meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
