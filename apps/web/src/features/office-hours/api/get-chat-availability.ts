import type { ChatAvailabilityDto } from '@homeroom/contract/office-hours';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/chat-group-availability/{id}/: whether the other person of a direct chat is away, and until when. */
export function getChatAvailability(groupId: number): Promise<ChatAvailabilityDto> {
  return apiRequest<ChatAvailabilityDto>(`/school/chat-group-availability/${groupId}/`);
}

/** Asked again every few minutes while the chat is open, so the banner goes when the hours start. */
export function useChatAvailability(groupId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ['chat-availability', groupId] as const,
    queryFn: () => getChatAvailability(groupId),
    enabled: isEnabled,
    refetchInterval: 5 * 60_000,
  });
}
