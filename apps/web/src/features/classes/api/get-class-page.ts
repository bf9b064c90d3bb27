import type { ClassPageDto } from '@homeroom/contract/classes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, takeEarlyAnswer } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { idFromParam } from '../../../lib/route-id.ts';

/**
 * GET school/class/{id}/: the class with its students and content (403 outside the class). On a
 * first visit to the page the request may already be under way (src/early-class-page.ts).
 */
export function getClassPage(classId: number): Promise<ClassPageDto> {
  const path = `/school/class/${classId}/`;
  return takeEarlyAnswer<ClassPageDto>(path) ?? apiRequest<ClassPageDto>(path);
}

export function classPageQueryOptions(classId: number) {
  return queryOptions({ queryKey: classPageQueryKey(classId), queryFn: () => getClassPage(classId) });
}

export function useClassPage(classId: number) {
  return useQuery(classPageQueryOptions(classId));
}

/**
 * Starts the class page's request as its route opens (the route's loader, router.tsx), while the
 * page's code and texts load, instead of after them: the page's query takes the answer up. Only
 * for a signed-in user, and not again while the kept answer is fresh. Answers nothing to the router.
 */
export function prefetchClassPage(queryClient: QueryClient, idParam: string | undefined): null {
  const classId = idFromParam(idParam);
  if (classId !== null && useAuthStore.getState().token !== '') void queryClient.prefetchQuery(classPageQueryOptions(classId));
  return null;
}
