import type { RosterBody, RosterPreviewDto } from '@homeroom/contract/roster';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST school/roster-preview/: every line with its problems and what importing does; nothing is written. */
export function usePreviewRoster() {
  return useMutation({
    mutationFn: (body: RosterBody) =>
      apiRequest<RosterPreviewDto>('/school/roster-preview/', { method: 'POST', body }),
  });
}
