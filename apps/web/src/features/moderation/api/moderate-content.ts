import type { ContentItemBody, ModerationResultDto } from '@homeroom/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentReportsQueryKey } from './get-content-reports.ts';

/** POST school/content-hide/: a leader hides a story, comment or reported message; its author and the class teacher are told. */
export function hideContent(body: ContentItemBody): Promise<ModerationResultDto> {
  return apiRequest<ModerationResultDto>('/school/content-hide/', { method: 'POST', body });
}

/** POST school/content-unhide/: a leader shows again what the school hid. */
export function unhideContent(body: ContentItemBody): Promise<ModerationResultDto> {
  return apiRequest<ModerationResultDto>('/school/content-unhide/', { method: 'POST', body });
}

/** POST school/content-report-dismiss/{id}/: a leader closes a report, leaving the item as it is. */
export function dismissReport(reportId: number): Promise<ModerationResultDto> {
  return apiRequest<ModerationResultDto>(`/school/content-report-dismiss/${reportId}/`, { method: 'POST' });
}

export type ModerationAction =
  { type: 'hide' | 'unhide'; item: ContentItemBody } | { type: 'dismiss'; reportId: number };

function runAction(action: ModerationAction): Promise<ModerationResultDto> {
  if (action.type === 'dismiss') return dismissReport(action.reportId);
  return action.type === 'hide' ? hideContent(action.item) : unhideContent(action.item);
}

/** Hide, unhide or dismiss; the reports are fetched again either way. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReportsQueryKey }),
  });
}
