import type { ParentContactsDto } from '@homeroom/contract/chat';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/parent-contacts-get/: the parent's children with their class, teacher and parents. */
export function getParentContacts(): Promise<ParentContactsDto> {
  return apiRequest<ParentContactsDto>('/school/parent-contacts-get/');
}

export function parentContactsQueryOptions() {
  return queryOptions({ queryKey: ['chat-contacts', 'parent'] as const, queryFn: getParentContacts });
}
