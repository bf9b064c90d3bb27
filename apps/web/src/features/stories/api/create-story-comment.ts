import type { StoryCommentCreateBody, StoryCommentDto } from '@homeroom/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storyCommentsQueryKey } from './get-story-comments.ts';

/** POST school/story-comment-create/ (the class's teacher or a parent); answers 201 the comment. */
export function createStoryComment(body: StoryCommentCreateBody): Promise<StoryCommentDto> {
  return apiRequest<StoryCommentDto>('/school/story-comment-create/', { method: 'POST', body });
}

export function useCreateStoryComment(storyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createStoryComment({ content, story: storyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyCommentsQueryKey(storyId) }),
  });
}
