import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { CallServerMessage } from '@homeroom/contract/calls';
import type { ChatGroupDto, ChatMemberDto } from '@homeroom/contract/chat';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { FakeWebSocket, stubWebSocket } from '../../../test/fake-web-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { VideoChatPage } from './video-chat-page.tsx';

const ADA: UserSummaryDto = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
const SAM: UserSummaryDto = { id: 8, first_name: 'Sam', last_name: 'Carter', profile_picture: null };
const PRIYA: UserSummaryDto = { id: 9, first_name: 'Priya', last_name: 'Shah', profile_picture: null };

function member(user: UserSummaryDto, overrides: Partial<ChatMemberDto> = {}): ChatMemberDto {
  return { id: user.id * 10, user, group: 6, connected_to_call: false, connected_to_chat: false, ...overrides };
}

function directChat(overrides: Partial<ChatGroupDto> = {}): ChatGroupDto {
  return {
    id: 6,
    name: 'direct',
    direct_message: true,
    recipient: SAM,
    group_owner: ADA,
    only_owner_adds_members: false,
    chat_members: [member(ADA), member(SAM)],
    chat_messages: [],
    has_older_messages: false,
    ...overrides,
  };
}

function renderPage(path = '/videoChat/6') {
  return renderWithProviders(
    <Routes>
      <Route path="/videoChat/:id" element={<VideoChatPage />} />
    </Routes>,
    { path },
  );
}

function memberItem(name: string) {
  const region = screen.getByRole('region', { name: 'Group Members' });
  return within(region).getByText(name).closest('li')!;
}

const connection = (otherUserConnected: boolean): CallServerMessage => ({
  type: 'connection',
  data: { message: 'Connected', other_user_connected: otherUserConnected },
});

describe('VideoChatPage', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    useAuthStore.getState().setAccount(buildTeacher());
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse(directChat()),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers Connect and no Call until both are connected', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Chat' })).toBeInTheDocument();
    expect(screen.getByText('with Sam Carter')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Send Call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
    expect(within(memberItem('Ada Lovelace')).getByRole('img', { name: 'not connected' })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws/call/6/-/');
    expect(socket.protocols).toEqual(['homeroom', `token.${'k'.repeat(40)}`]);
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'login' }]);
    socket.receive(connection(false));
    expect(within(memberItem('Ada Lovelace')).getByRole('img', { name: 'connected' })).toBeInTheDocument();
    expect(within(memberItem('Sam Carter')).getByRole('img', { name: 'not connected' })).toBeInTheDocument();
    expect(screen.getByText('Sam is not connected. You can call once they connect.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();

    socket.receive({ type: 'user_connected', data: { user: 8 } });
    expect(within(memberItem('Sam Carter')).getByRole('img', { name: 'connected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();

    socket.receive({ type: 'user_disconnected', data: { user: 8 } });
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
  });

  it('closes the socket on Disconnect and when the page is left', async () => {
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    const first = FakeWebSocket.latest();
    first.accept();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(first.isClosedByPage).toBe(true);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    second.accept();
    unmount();
    expect(second.isClosedByPage).toBe(true);
  });

  it('shows an incoming call with Answer, and a short message when it was missed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.receive(connection(true));
    socket.receive({ type: 'call_received', data: { caller: 8, rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    const incoming = screen.getByRole('region', { name: 'Incoming Call' });
    expect(within(incoming).getByText('Sam Carter is calling you')).toBeInTheDocument();
    expect(within(incoming).getByRole('button', { name: 'Answer' })).toBeEnabled();

    socket.receive({ type: 'call_cancelled', data: { user: 8, reason: 'missed' } });
    expect(screen.queryByRole('region', { name: 'Incoming Call' })).not.toBeInTheDocument();
    expect(screen.getByText('Missed call from Sam Carter.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Send Call' })).toBeInTheDocument();
  });

  it('says why when the server refuses the socket', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    FakeWebSocket.latest().drop(4403);
    expect(await screen.findByRole('alert')).toHaveTextContent('Video calls are between exactly two people.');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('offers no call in a group of more than two', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse(
        directChat({ direct_message: false, name: 'Book fair', chat_members: [member(ADA), member(SAM), member(PRIYA)] }),
      ),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not a direct chat' })).toBeInTheDocument();
    expect(screen.getByText('Video calls are between exactly two people.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('tells a user who is not a member', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse({ detail: 'Only the members of this chat can see it.' }, 403),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are not a member of this chat' })).toBeInTheDocument();
  });
});
