import type { ChatGroupDto, ChatMessagePageDtoSchema } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { mergeMessages } from '../chat-messages.ts';
import { chatGroupQueryKey } from './get-chat-group.ts';

type ChatMessagePageDto = z.infer<typeof ChatMessagePageDtoSchema>;

/** GET school/chat-messages/{groupId}/?before={id}: the 50 messages before that one, oldest first. */
export function getOlderMessages(groupId: number, beforeId: number): Promise<ChatMessagePageDto> {
  return apiRequest<ChatMessagePageDto>(`/school/chat-messages/${groupId}/?before=${beforeId}`);
}

/** Loads the page before the oldest message held and puts it in front of the others. */
export function useLoadOlderMessages(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) => getOlderMessages(groupId, beforeId),
    onSuccess: (page, beforeId) => {
      queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), (group) => {
        // Started over meanwhile: this page no longer joins on to what is held.
        if (!group || group.chat_messages[0]?.id !== beforeId) return group;
        return {
          ...group,
          chat_messages: mergeMessages(page.chat_messages, group.chat_messages),
          has_older_messages: page.has_older_messages,
        };
      });
    },
  });
}
