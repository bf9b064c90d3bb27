import type { StoryCreateBody, StoryDto, StoryUpdateBody } from '@homeroom/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/story-create/ (the class's teacher); answers 201 the story without pictures. */
export function createStory(body: StoryCreateBody): Promise<StoryDto> {
  return apiRequest<StoryDto>('/school/story-create/', { method: 'POST', body });
}

export function useCreateStory(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StoryUpdateBody) => createStory({ ...values, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
