import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REMOVED_MESSAGE_CHANGE, updateHeldMessage } from '../held-messages.ts';

/** DELETE school/chat-message-delete/{id}/: the sender removes their message; 204. */
export function deleteChatMessage(messageId: number): Promise<void> {
  return apiRequest<void>(`/school/chat-message-delete/${messageId}/`, { method: 'DELETE' });
}

export function useDeleteChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteChatMessage(messageId),
    onSuccess: (_nothing, messageId) => updateHeldMessage(queryClient, groupId, messageId, REMOVED_MESSAGE_CHANGE),
  });
}
