import type { AssignmentCreateBody, AssignmentDto } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/**
 * POST school/assignment-create/ (the class's teacher), with the students it is set to;
 * answers 201 the assignment with its code.
 */
export function createAssignment(body: AssignmentCreateBody): Promise<AssignmentDto> {
  return apiRequest<AssignmentDto>('/school/assignment-create/', { method: 'POST', body });
}

export function useCreateAssignment(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AssignmentCreateBody, 'school_class'>) =>
      createAssignment({ ...body, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
