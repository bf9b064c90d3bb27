import type { ModerationResultDto } from '@homeroom/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyCommentsQueryKey } from './get-story-comments.ts';

/** POST school/content-hide/ for a comment: a teacher of the class hides it; its author is told. */
export function hideStoryComment(commentId: number): Promise<ModerationResultDto> {
  return apiRequest<ModerationResultDto>('/school/content-hide/', { method: 'POST', body: { kind: 'comment', id: commentId } });
}

export function useHideStoryComment(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideStoryComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyCommentsQueryKey(storyId) }),
  });
}
