import type { ChatGroupDto } from '@homeroom/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatGroupQueryKey, chatGroupQueryOptions } from './api/get-chat-group.ts';
import { ADA, buildChatGroup, buildMember, buildMessage, SAM } from './chat.factories.ts';
import { listTypists } from './typing-store.ts';
import {
  applyChatServerMessage,
  chatSocketUrl,
  newestMessageId,
  parseChatServerMessage,
  toChatMessage,
} from './chat.realtime.ts';

describe('chatSocketUrl', () => {
  it('uses wss under https and ws otherwise, on the page’s own host', () => {
    expect(chatSocketUrl(5, 41, { protocol: 'https:', host: 'school.example.org' })).toBe(
      'wss://school.example.org/ws/chat/5/-/?after=41',
    );
    expect(chatSocketUrl(5, 0, { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws/chat/5/-/?after=0',
    );
  });
});

describe('parseChatServerMessage', () => {
  it('keeps the messages it knows and drops anything else', () => {
    const message = { type: 'chat_message', id: 3, message: 'Hi', user: { id: SAM.id, first_name: SAM.first_name, last_name: SAM.last_name } };
    expect(parseChatServerMessage(message)).toEqual(message);
    expect(parseChatServerMessage({ type: 'user_connected', data: { user: 8 } })).not.toBeNull();
    expect(parseChatServerMessage({ type: 'error', message: 'No.' })).not.toBeNull();
    expect(parseChatServerMessage({ type: 'chat_message', id: '3' })).toBeNull();
    expect(parseChatServerMessage({ type: 'call_received' })).toBeNull();
    expect(parseChatServerMessage('hello')).toBeNull();
  });
});

describe('toChatMessage', () => {
  it('reads user 0 as a sender who left', () => {
    const live = toChatMessage(
      { type: 'chat_message', id: 9, message: 'Bye', user: { id: 0, first_name: '', last_name: '' } },
      5,
      new Date('2031-05-02T10:00:00Z'),
    );
    expect(live).toEqual({ id: 9, sender: null, content: 'Bye', edited_at: null, is_removed: false, time: '2031-05-02T10:00:00.000Z', group: 5 });
  });

  it("takes the sender's picture from the group's members, none when not a member", () => {
    const members = [buildMember({ ...SAM, profile_picture: 'http://localhost/media/sam.png' })];
    const event = { type: 'chat_message', id: 9, message: 'Hi', user: { id: SAM.id, first_name: 'Sam', last_name: 'Carter' } } as const;
    expect(toChatMessage(event, 5, new Date(), members).sender?.user.profile_picture).toBe('http://localhost/media/sam.png');
    expect(toChatMessage(event, 5, new Date(), []).sender?.user.profile_picture).toBeNull();
  });
});

describe('applyChatServerMessage', () => {
  function cacheWith(group: ChatGroupDto) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatGroupQueryKey(group.id), group);
    return queryClient;
  }
  const groupOf = (queryClient: QueryClient) => queryClient.getQueryData<ChatGroupDto>(chatGroupQueryKey(5))!;

  it('keeps messages by id and answers the newest id for the next reconnect', () => {
    const queryClient = cacheWith(buildChatGroup({ chat_messages: [buildMessage(4, SAM)] }));
    for (const id of [6, 5, 6]) {
      applyChatServerMessage(queryClient, 5, { type: 'chat_message', id, message: `M${id}`, user: ADA });
    }
    expect(groupOf(queryClient).chat_messages.map((message) => message.id)).toEqual([4, 5, 6]);
    expect(newestMessageId(queryClient, 5)).toBe(6);
    expect(newestMessageId(new QueryClient(), 5)).toBe(0);
  });

  it('drops a message the school hid at once, and fetches the chat again for its sender’s view', async () => {
    const queryClient = new QueryClient();
    // As the page's query does: fetched answers merge with what the page holds.
    queryClient.setQueryDefaults(chatGroupQueryKey(5), { structuralSharing: chatGroupQueryOptions(5).structuralSharing });
    queryClient.setQueryData(chatGroupQueryKey(5), buildChatGroup({ chat_messages: [buildMessage(4, SAM), buildMessage(5, ADA)] }));
    expect(applyChatServerMessage(queryClient, 5, { type: 'message_hidden', id: 5 })).toBeNull();
    expect(groupOf(queryClient).chat_messages.map((message) => message.id)).toEqual([4]);
    expect(queryClient.getQueryState(chatGroupQueryKey(5))?.isInvalidated).toBe(true);
    expect(parseChatServerMessage({ type: 'message_hidden', id: 5 })).toEqual({ type: 'message_hidden', id: 5 });
  });

  it('flips presence and answers the text of an error', () => {
    const queryClient = cacheWith(buildChatGroup({ chat_members: [buildMember(ADA), buildMember(SAM)] }));
    applyChatServerMessage(queryClient, 5, { type: 'user_connected', data: { user: SAM.id } });
    expect(groupOf(queryClient).chat_members.map((member) => member.connected_to_chat)).toEqual([
      false,
      true,
    ]);
    applyChatServerMessage(queryClient, 5, { type: 'user_disconnected', data: { user: SAM.id } });
    expect(groupOf(queryClient).chat_members.map((member) => member.connected_to_chat)).toEqual([
      false,
      false,
    ]);
    expect(applyChatServerMessage(queryClient, 5, { type: 'error', message: 'Write a message first.' })).toBe(
      'Write a message first.',
    );
  });
});

describe('applyChatServerMessage on the record', () => {
  it('puts an edit and a removal into the held message, and notes who types until their message comes', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(5), buildChatGroup({ chat_messages: [buildMessage(1, SAM, 'Hello'), buildMessage(2, ADA, 'Hi')] }));
    applyChatServerMessage(queryClient, 5, { type: 'chat_message_edited', data: { id: 1, message: 'Hello all', edited_at: '2031-05-02T09:35:00.000Z' } });
    applyChatServerMessage(queryClient, 5, { type: 'chat_message_removed', data: { id: 2 } });
    const messages = queryClient.getQueryData<ChatGroupDto>(chatGroupQueryKey(5))!.chat_messages;
    expect(messages[0]).toMatchObject({ id: 1, content: 'Hello all', edited_at: '2031-05-02T09:35:00.000Z', is_removed: false });
    expect(messages[1]).toMatchObject({ id: 2, content: '', edited_at: null, is_removed: true });

    applyChatServerMessage(queryClient, 5, { type: 'user_typing', data: { user: { id: SAM.id, first_name: 'Sam', last_name: 'Carter' } } });
    expect(listTypists(5).map((typist) => typist.id)).toEqual([SAM.id]);
    applyChatServerMessage(queryClient, 5, { type: 'chat_message', id: 3, message: 'Done', user: { id: SAM.id, first_name: 'Sam', last_name: 'Carter' } });
    expect(listTypists(5)).toEqual([]);
  });
});
