import type { TeacherContactsDto } from '@homeroom/contract/chat';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/teacher-contacts-get/: the teacher's classes with their students and parents. */
export function getTeacherContacts(): Promise<TeacherContactsDto> {
  return apiRequest<TeacherContactsDto>('/school/teacher-contacts-get/');
}

export function teacherContactsQueryOptions() {
  return queryOptions({ queryKey: ['chat-contacts', 'teacher'] as const, queryFn: getTeacherContacts });
}
