import type { ClassContentReadsDto } from '@homeroom/contract/read-receipts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classContentReadsQueryKey } from '../../../lib/content-reads-query-key.ts';

/** GET school/class-content-reads/{classId}/: the read counts of every item of the class (its teachers and leaders). */
export function getClassContentReads(classId: number): Promise<ClassContentReadsDto> {
  return apiRequest<ClassContentReadsDto>(`/school/class-content-reads/${classId}/`);
}

export function useClassContentReads(classId: number, isEnabled: boolean) {
  return useQuery({ queryKey: classContentReadsQueryKey(classId), queryFn: () => getClassContentReads(classId), enabled: isEnabled });
}
