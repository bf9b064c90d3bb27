import type { TeacherSchoolDtoSchema } from '@homeroom/contract/schools';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

type TeacherSchoolDto = z.infer<typeof TeacherSchoolDtoSchema>;

/** PUT school/teacher-school-update/ with the chosen school's id; answers `{school}`. */
export function updateTeacherSchool(schoolId: number): Promise<TeacherSchoolDto> {
  return apiRequest<TeacherSchoolDto>('/school/teacher-school-update/', {
    method: 'PUT',
    body: { school: schoolId },
  });
}

/** Sets the teacher's school, then reloads the user, whose teacher profile holds it. */
export function useUpdateTeacherSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
