import {
  ChatServerMessageSchema,
  type ChatGroupDto,
  type ChatMemberDto,
  type ChatMessageDto,
  type ChatServerMessage,
} from '@homeroom/contract/chat';
import { SOCKET_REFUSED } from '@homeroom/contract/sockets';
import type { QueryClient } from '@tanstack/react-query';
import {
  openReconnectingSocket,
  SOCKET_TOKEN_PLACEHOLDER,
  type ReconnectingSocket,
  type SocketStatus,
} from '../../lib/reconnecting-socket.ts';
import { chatGroupQueryKey } from './api/get-chat-group.ts';
import { userGroupsQueryKey } from './api/get-user-groups.ts';
import { addLiveMessages, forgetHiddenMessage } from './chat-messages.ts';
import { REMOVED_MESSAGE_CHANGE, updateHeldMessage } from './held-messages.ts';
import { clearTyping, noteTyping } from './typing-store.ts';

/** Close codes of a refused chat socket (docs/api.md): asking again would be refused again. */
export const CHAT_SOCKET_REFUSED = SOCKET_REFUSED;

/** `/ws/chat/{groupId}/-/?after={id}` on the page's own host, wss under https; the token goes as a subprotocol. */
export function chatSocketUrl(
  groupId: number,
  afterId: number,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/chat/${groupId}/${SOCKET_TOKEN_PLACEHOLDER}/?after=${afterId}`;
}

/** The server's message if it has a shape this page knows; anything else is logged and ignored. */
export function parseChatServerMessage(value: unknown): ChatServerMessage | null {
  const parsed = ChatServerMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('The chat socket sent a message this page does not know; it is ignored.', value);
  return null;
}

/**
 * A live message in the shape of a stored one. The socket carries no time, so it gets the time
 * it arrived; the stored copy replaces it when the group is fetched again. A sender whose
 * account is gone comes as user 0. The socket carries no picture address (it would outlive its
 * signature): the sender's picture comes from the group's members.
 */
export function toChatMessage(
  event: Extract<ChatServerMessage, { type: 'chat_message' }>,
  groupId: number,
  receivedAt = new Date(),
  members: readonly ChatMemberDto[] = [],
): ChatMessageDto {
  const picture = members.find((member) => member.user.id === event.user.id)?.user.profile_picture ?? null;
  return {
    id: event.id,
    sender: event.user.id > 0 ? { id: event.user.id, user: { ...event.user, profile_picture: picture } } : null,
    content: event.message,
    time: receivedAt.toISOString(),
    group: groupId,
    edited_at: null,
    is_removed: false,
    ...(event.attachments ? { attachments: event.attachments } : {}),
  };
}

/** The id of the newest message held for the group, 0 if none: the `after` of a (re)connect. */
export function newestMessageId(queryClient: QueryClient, groupId: number): number {
  return queryClient.getQueryData<ChatGroupDto>(chatGroupQueryKey(groupId))?.chat_messages.at(-1)?.id ?? 0;
}

function setPresence(queryClient: QueryClient, groupId: number, userId: number, isConnected: boolean) {
  const group = queryClient.getQueryData<ChatGroupDto>(chatGroupQueryKey(groupId));
  if (!group) return;
  if (!group.chat_members.some((member) => member.user.id === userId)) {
    // Someone added meanwhile: fetch the members again.
    void queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(groupId) });
    return;
  }
  queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), {
    ...group,
    chat_members: group.chat_members.map((member) =>
      member.user.id === userId ? { ...member, connected_to_chat: isConnected } : member,
    ),
  });
}

/**
 * Puts one socket message into the query cache: a message joins the group's list (kept by id),
 * presence flips a member's connected flag. Answers the text of an `error` message, to show.
 */
export function applyChatServerMessage(
  queryClient: QueryClient,
  groupId: number,
  message: ChatServerMessage,
): string | null {
  switch (message.type) {
    case 'chat_message':
      // Whoever sends has stopped typing.
      clearTyping(groupId, message.user.id);
      queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), (group) =>
        group
          ? {
              ...group,
              chat_messages: addLiveMessages(group.chat_messages, [toChatMessage(message, groupId, new Date(), group.chat_members)]),
            }
          : group,
      );
      // The inbox's last message and order changed: fetched again when next shown.
      void queryClient.invalidateQueries({ queryKey: userGroupsQueryKey, refetchType: 'none' });
      return null;
    case 'user_connected':
      setPresence(queryClient, groupId, message.data.user, true);
      return null;
    case 'user_disconnected':
      setPresence(queryClient, groupId, message.data.user, false);
      return null;
    case 'error':
      return message.message;
    case 'message_hidden':
      // Gone at once; the fetch brings it back, marked hidden, to its sender only.
      forgetHiddenMessage(message.id);
      queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), (group) =>
        group ? { ...group, chat_messages: group.chat_messages.filter((entry) => entry.id !== message.id) } : group,
      );
      void queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(groupId) });
      void queryClient.invalidateQueries({ queryKey: userGroupsQueryKey, refetchType: 'none' });
      return null;
    case 'chat_message_edited':
      updateHeldMessage(queryClient, groupId, message.data.id, { content: message.data.message, edited_at: message.data.edited_at });
      return null;
    case 'chat_message_removed':
      updateHeldMessage(queryClient, groupId, message.data.id, REMOVED_MESSAGE_CHANGE);
      return null;
    case 'user_typing':
      noteTyping(groupId, message.data.user);
      return null;
  }
}

export interface ChatConnectionOptions {
  queryClient: QueryClient;
  groupId: number;
  token: string;
  onStatusChange: (status: SocketStatus) => void;
  onServerError: (message: string) => void;
  onRefused: (code: number) => void;
}

/**
 * The group's chat socket, feeding the query cache. Each (re)connect asks for the messages after
 * the newest one held, so nothing stored meanwhile is missed; after a drop the group is fetched
 * again too, for the presence that changed meanwhile and the true times of caught-up messages.
 */
export function connectChatSocket({
  queryClient,
  groupId,
  token,
  onStatusChange,
  onServerError,
  onRefused,
}: ChatConnectionOptions): ReconnectingSocket {
  return openReconnectingSocket({
    name: 'chat',
    holdUntilFirstOpen: true,
    url: () => chatSocketUrl(groupId, newestMessageId(queryClient, groupId)),
    token,
    finalCloseCodes: Object.values(CHAT_SOCKET_REFUSED),
    onStatusChange,
    onRefused,
    onOpen: ({ isReconnect }) => {
      if (isReconnect) void queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(groupId) });
    },
    onMessage: (data) => {
      const message = parseChatServerMessage(data);
      if (!message) return;
      const errorText = applyChatServerMessage(queryClient, groupId, message);
      if (errorText) onServerError(errorText);
    },
  });
}
