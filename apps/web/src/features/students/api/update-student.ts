import type { StudentUpdateDtoSchema } from '@homeroom/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

type StudentUpdateDto = z.infer<typeof StudentUpdateDtoSchema>;

/** PUT school/student-update/{id}/ with the new name; answers `{name}`. */
export function renameStudent(studentId: number, name: string): Promise<StudentUpdateDto> {
  return apiRequest<StudentUpdateDto>(`/school/student-update/${studentId}/`, {
    method: 'PUT',
    body: { name },
  });
}

export function useRenameStudent(classId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameStudent(studentId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
