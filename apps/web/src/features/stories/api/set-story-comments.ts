import type { StoryCommentsBody, StoryDto } from '@homeroom/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/story-comments-set/{id}/: a teacher of the class turns new comments on or off. */
export function setStoryComments(storyId: number, body: StoryCommentsBody): Promise<StoryDto> {
  return apiRequest<StoryDto>(`/school/story-comments-set/${storyId}/`, { method: 'POST', body });
}

export function useSetStoryComments(classId: number, storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isEnabled: boolean) => setStoryComments(storyId, { comments_enabled: isEnabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
