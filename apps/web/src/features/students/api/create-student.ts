import type { StudentCreateBody, StudentCreateDtoSchema } from '@homeroom/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

type StudentCreateDto = z.infer<typeof StudentCreateDtoSchema>;

/** POST school/student-create/ (the class's teacher); answers 201 `{pk, id, name, school_class}`. */
export function createStudent(body: StudentCreateBody): Promise<StudentCreateDto> {
  return apiRequest<StudentCreateDto>('/school/student-create/', { method: 'POST', body });
}

export function useCreateStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createStudent({ name, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
