import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/story-delete/{id}/ with its pictures and comments; answers 204. */
export function deleteStory(storyId: number): Promise<void> {
  return apiRequest<void>(`/school/story-delete/${storyId}/`, { method: 'DELETE' });
}

export function useDeleteStory(classId: number, storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStory(storyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
