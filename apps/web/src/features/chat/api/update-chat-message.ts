import type { ChatMessageDto, ChatMessageUpdateBody } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateHeldMessage } from '../held-messages.ts';

/** PUT school/chat-message-update/{id}/: the sender's new text, within 15 minutes of sending; answers the message. */
export function updateChatMessage(messageId: number, body: ChatMessageUpdateBody): Promise<ChatMessageDto> {
  return apiRequest<ChatMessageDto>(`/school/chat-message-update/${messageId}/`, { method: 'PUT', body });
}

export function useUpdateChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: number; content: string }) => updateChatMessage(messageId, { content }),
    onSuccess: (saved) => {
      updateHeldMessage(queryClient, groupId, saved.id, { content: saved.content, edited_at: saved.edited_at });
      void queryClient.invalidateQueries({ queryKey: messageVersionsQueryKey(saved.id) });
    },
  });
}

export function messageVersionsQueryKey(messageId: number) {
  return ['chat-message-versions', messageId] as const;
}
