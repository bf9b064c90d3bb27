import type { ScoreDtoSchema, ScoreUpdateBody } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { assignmentAssigneesQueryKey } from './get-assignees.ts';

type ScoreDto = z.infer<typeof ScoreDtoSchema>;

/** PUT school/assignee-score-update/{assigneeId}/ with `{score, feedback}`; answers `{pk, score, feedback}`. */
export function updateAssigneeScore(assigneeId: number, body: ScoreUpdateBody): Promise<ScoreDto> {
  return apiRequest<ScoreDto>(`/school/assignee-score-update/${assigneeId}/`, { method: 'PUT', body });
}

export function useUpdateAssigneeScore(assignmentId: number, assigneeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreUpdateBody) => updateAssigneeScore(assigneeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentAssigneesQueryKey(assignmentId) }),
  });
}
