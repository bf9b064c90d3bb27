import type { StoryDto, StoryUpdateBody } from '@homeroom/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** PUT school/story-update/{id}/ with the title and content; answers the story. */
export function updateStory(storyId: number, body: StoryUpdateBody): Promise<StoryDto> {
  return apiRequest<StoryDto>(`/school/story-update/${storyId}/`, { method: 'PUT', body });
}

export function useUpdateStory(classId: number, storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryUpdateBody) => updateStory(storyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
