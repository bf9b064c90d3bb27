import type { z } from 'zod';
import type { ClassCreateBody, ClassSummaryDtoSchema } from '@homeroom/contract/classes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

type ClassSummaryDto = z.infer<typeof ClassSummaryDtoSchema>;

/** POST school/class-create/ (teachers); the class belongs to the caller. Answers 201 `{id, name}`. */
export function createClass(body: ClassCreateBody): Promise<ClassSummaryDto> {
  return apiRequest<ClassSummaryDto>('/school/class-create/', { method: 'POST', body });
}

/** Creates a class, then reloads the user, whose teacher profile lists the classes. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
