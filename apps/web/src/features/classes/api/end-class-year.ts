import type { ClassSummaryDtoSchema } from '@homeroom/contract/classes';
import type { ClassYearEndDto } from '@homeroom/contract/school-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

type ClassSummaryDto = z.infer<typeof ClassSummaryDtoSchema>;

/** Where the students go: every one to one class, or each to their own (absent: stays in the archive). */
export interface YearEndPlan {
  /** A class to create first for the new year; `NEW_CLASS` in the plan stands for it. */
  newClassName: string | null;
  target: number | typeof NEW_CLASS;
  /** Per student when choosing one by one; null moves everyone to `target`. */
  perStudent: Map<number, number | typeof NEW_CLASS | null> | null;
}

export const NEW_CLASS = 'new';

/** POST school/class-year-end/{id}/: archives the class and moves its students on, in one transaction. */
export function endClassYear(
  classId: number,
  body: { school_class: number } | { moves: { student: number; school_class: number }[] },
): Promise<ClassYearEndDto> {
  return apiRequest<ClassYearEndDto>(`/school/class-year-end/${classId}/`, { method: 'POST', body });
}

/**
 * Creates the new year's class when asked (POST school/class-create/), then ends the year. The
 * class pages and the user (whose profile lists the classes) are fetched again.
 */
export function useEndClassYear(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: YearEndPlan) => {
      const created = plan.newClassName
        ? await apiRequest<ClassSummaryDto>('/school/class-create/', {
            method: 'POST',
            body: { name: plan.newClassName },
          })
        : null;
      const resolve = (target: number | typeof NEW_CLASS) => (target === NEW_CLASS ? created!.id : target);
      const ended = plan.perStudent
        ? await endClassYear(classId, {
            moves: [...plan.perStudent]
              .filter((entry): entry is [number, number | typeof NEW_CLASS] => entry[1] !== null)
              .map(([student, target]) => ({ student, school_class: resolve(target) })),
          })
        : await endClassYear(classId, { school_class: resolve(plan.target) });
      return { ended, targetId: resolve(plan.target) };
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId).slice(0, 1) }),
      ]);
    },
  });
}
