import type { StoryCommentDto } from '@homeroom/contract/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function storyCommentsQueryKey(storyId: number) {
  return ['story-comments', storyId] as const;
}

/** GET school/story-comment-list/{storyId}/: the story's comments, oldest first. */
export function getStoryComments(storyId: number): Promise<StoryCommentDto[]> {
  return apiRequest<StoryCommentDto[]>(`/school/story-comment-list/${storyId}/`);
}

export function storyCommentsQueryOptions(storyId: number) {
  return queryOptions({ queryKey: storyCommentsQueryKey(storyId), queryFn: () => getStoryComments(storyId) });
}

export function useStoryComments(storyId: number) {
  return useQuery(storyCommentsQueryOptions(storyId));
}
