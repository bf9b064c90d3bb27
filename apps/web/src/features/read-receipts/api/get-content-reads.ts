import type { ContentReadsDto, ReadContentKind } from '@homeroom/contract/read-receipts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classContentReadsQueryKey } from '../../../lib/content-reads-query-key.ts';

/** GET school/content-reads/{kind}/{id}/: who has and who has not read an item, family by family. */
export function getContentReads(kind: ReadContentKind, itemId: number): Promise<ContentReadsDto> {
  return apiRequest<ContentReadsDto>(`/school/content-reads/${kind}/${itemId}/`);
}

/** Under the class's key, so that a family's read refreshes the open list too. */
export function useContentReads(classId: number, kind: ReadContentKind, itemId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...classContentReadsQueryKey(classId), kind, itemId],
    queryFn: () => getContentReads(kind, itemId),
    enabled: isEnabled,
  });
}
