import type { SchoolDto } from '@homeroom/contract/accounts';
import type { SchoolCreateBody } from '@homeroom/contract/schools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { schoolsQueryKey } from './list-schools.ts';

/** POST school/school-list-create/ (teachers only); answers 201 with the school. */
export function createSchool(body: SchoolCreateBody): Promise<SchoolDto> {
  return apiRequest<SchoolDto>('/school/school-list-create/', { method: 'POST', body });
}

/** Adds a school; the list of schools to choose from then holds it. */
export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: (school) => {
      queryClient.setQueryData<SchoolDto[]>(schoolsQueryKey, (schools) =>
        schools && !schools.some(({ id }) => id === school.id) ? [...schools, school] : schools,
      );
      return queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
}
