import type { ClassAcknowledgementsDto } from '@homeroom/contract/read-receipts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const classAcknowledgementsQueryKey = (classId: number) => ['class-acknowledgements', classId] as const;

/** GET school/class-acknowledgements/{classId}/: the parent's own acknowledgements in the class. */
export function getClassAcknowledgements(classId: number): Promise<ClassAcknowledgementsDto> {
  return apiRequest<ClassAcknowledgementsDto>(`/school/class-acknowledgements/${classId}/`);
}

export function useClassAcknowledgements(classId: number, isEnabled: boolean) {
  return useQuery({ queryKey: classAcknowledgementsQueryKey(classId), queryFn: () => getClassAcknowledgements(classId), enabled: isEnabled });
}
