import type { DirectGroupDtoSchema } from '@homeroom/contract/chat';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type DirectGroupDto = z.infer<typeof DirectGroupDtoSchema>;

/**
 * POST school/chat-group-create-direct/: the direct chat with `recipient` (a user id), answered
 * 200 when it exists already and 201 when it is new; 403 for someone who is not a contact.
 */
export function openDirectChat(recipient: number): Promise<DirectGroupDto> {
  return apiRequest<DirectGroupDto>('/school/chat-group-create-direct/', {
    method: 'POST',
    body: { name: 'direct', recipient },
  });
}
