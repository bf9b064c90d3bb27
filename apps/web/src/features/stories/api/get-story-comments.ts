import type { StoryCommentDto } from '@homeroom/contract/stories';
import { MAX_STORIES_PER_COMMENT_REQUEST } from '@homeroom/contract/story-comment-requests';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

export function storyCommentsQueryKey(storyId: number) {
  return ['story-comments', storyId] as const;
}

/** GET school/class-story-comments/{classId}/?stories=…: the comments of several stories of the class, oldest first in each. */
export function getClassStoryComments(classId: number, storyIds: readonly number[]): Promise<StoryCommentDto[]> {
  // Sorted, so that the same stories make the same address (the service worker keeps the answer for offline reading).
  const stories = [...storyIds].sort((a, b) => a - b).join(',');
  return apiRequest<StoryCommentDto[]>(`/school/class-story-comments/${classId}/?stories=${stories}`);
}

interface PendingStory {
  resolve: (comments: StoryCommentDto[]) => void;
  reject: (error: unknown) => void;
}

/** The stories of each class whose comments were asked for in this task, not yet requested. */
const pendingByClass = new Map<number, Map<number, PendingStory[]>>();

/** Asks for the waiting stories' comments, a hundred stories a request, and hands each list to its waiters. */
function requestPending(classId: number, pending: Map<number, PendingStory[]>): Promise<void[]> {
  const storyIds = [...pending.keys()];
  const batches: number[][] = [];
  for (let start = 0; start < storyIds.length; start += MAX_STORIES_PER_COMMENT_REQUEST)
    batches.push(storyIds.slice(start, start + MAX_STORIES_PER_COMMENT_REQUEST));
  return Promise.all(
    batches.map(async (batch) => {
      const waitersOf = (storyId: number) => pending.get(storyId) ?? [];
      try {
        const comments = await getClassStoryComments(classId, batch);
        for (const storyId of batch) {
          const ofStory = comments.filter((comment) => comment.story === storyId);
          for (const waiter of waitersOf(storyId)) waiter.resolve(ofStory);
        }
      } catch (error) {
        for (const storyId of batch) for (const waiter of waitersOf(storyId)) waiter.reject(error);
      }
    }),
  );
}

/**
 * One story's comments, asked for together with every other story of the class asked for in the
 * same task: a Stories tab of 24 stories mounts 24 comment lists and sends one request, not 24.
 */
export function loadStoryComments(classId: number, storyId: number): Promise<StoryCommentDto[]> {
  return new Promise((resolve, reject) => {
    let pending = pendingByClass.get(classId);
    if (!pending) {
      const batch = new Map<number, PendingStory[]>();
      pendingByClass.set(classId, batch);
      pending = batch;
      // After the task that asked: every list mounted by the same render has asked by then.
      setTimeout(() => {
        pendingByClass.delete(classId);
        void requestPending(classId, batch);
      }, 0);
    }
    const waiters = pending.get(storyId) ?? [];
    waiters.push({ resolve, reject });
    pending.set(storyId, waiters);
  });
}

export function storyCommentsQueryOptions(classId: number, storyId: number) {
  return queryOptions({
    queryKey: storyCommentsQueryKey(storyId),
    queryFn: () => loadStoryComments(classId, storyId),
  });
}

export function useStoryComments(classId: number, storyId: number) {
  return useQuery(storyCommentsQueryOptions(classId, storyId));
}

/**
 * Asks for the comments of every listed story at once, as the Stories tab opens: its stories are
 * drawn one at a time (`useStoriesInSteps`), and those drawn later find their comments ready.
 * Answers whether the first comments asked for are in (or failed): true from then on, so a story
 * added later does not hold the others back.
 */
export function usePrefetchStoryComments(classId: number, storyIds: readonly number[]): boolean {
  const queryClient = useQueryClient();
  const storyList = storyIds.join(',');
  const [hasSettled, setHasSettled] = useState(storyList === '');
  useEffect(() => {
    if (storyList === '') {
      setHasSettled(true);
      return;
    }
    let isCurrent = true;
    // `prefetchQuery` never throws: a failed list shows its own error and retry.
    void Promise.all(
      storyList
        .split(',')
        .map((storyId) => queryClient.prefetchQuery(storyCommentsQueryOptions(classId, Number(storyId)))),
    ).then(() => {
      if (isCurrent) setHasSettled(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, classId, storyList]);
  return hasSettled;
}
