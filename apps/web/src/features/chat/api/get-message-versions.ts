import type { ChatMessageVersionsDto } from '@homeroom/contract/chat';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageVersionsQueryKey } from './update-chat-message.ts';

/** GET school/chat-message-versions/{id}/: the earlier texts of an edited message, for the chat's members. */
export function getMessageVersions(messageId: number): Promise<ChatMessageVersionsDto> {
  return apiRequest<ChatMessageVersionsDto>(`/school/chat-message-versions/${messageId}/`);
}

/** Fetched when the dialog opens, and again after each edit (the key is invalidated). */
export function useMessageVersions(messageId: number, isEnabled: boolean) {
  return useQuery({ queryKey: messageVersionsQueryKey(messageId), queryFn: () => getMessageVersions(messageId), enabled: isEnabled });
}
