import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { CallServerMessage } from '@homeroom/contract/calls';
import type { ChatGroupDto, ChatMemberDto } from '@homeroom/contract/chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { FakeWebSocket, stubWebSocket } from '../../../test/fake-web-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { useRingingStore } from '../ringing-store.ts';
import { VideoChatPage } from './video-chat-page.tsx';

const ADA: UserSummaryDto = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
const SAM: UserSummaryDto = { id: 8, first_name: 'Sam', last_name: 'Carter', profile_picture: null };
const PRIYA: UserSummaryDto = { id: 9, first_name: 'Priya', last_name: 'Shah', profile_picture: null };

function member(user: UserSummaryDto, overrides: Partial<ChatMemberDto> = {}): ChatMemberDto {
  return {
    id: user.id * 10,
    user,
    group: 6,
    connected_to_call: false,
    connected_to_chat: false,
    ...overrides,
  };
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

/**
 * Clicks Connect once the page's call is set up: the button stays disabled until an effect
 * makes the call's actions, and Preact runs effects after the first paint.
 */
async function clickConnect() {
  const button = await screen.findByRole('button', { name: 'Connect' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
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

  it('offers Connect, then Call whether or not the other side has the page open', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Chat' })).toBeInTheDocument();
    expect(screen.getByText('with Sam Carter')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Send Call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
    expect(
      within(memberItem('Ada Lovelace')).getByRole('img', { name: 'not connected' }),
    ).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);

    await clickConnect();
    const socket = await FakeWebSocket.opened();
    expect(socket.url).toBe('ws://localhost:3000/ws/call/6/-/');
    expect(socket.protocols).toEqual(['homeroom', `token.${'k'.repeat(40)}`]);
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'login' }]);
    socket.receive(connection(false));
    expect(within(memberItem('Ada Lovelace')).getByRole('img', { name: 'connected' })).toBeInTheDocument();
    expect(within(memberItem('Sam Carter')).getByRole('img', { name: 'not connected' })).toBeInTheDocument();
    // Sam need not be on this page: the call rings wherever Sam has Homeroom open.
    expect(
      screen.getByText('Sam is not on this page: a call rings wherever they have Homeroom open.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();

    socket.receive({ type: 'user_connected', data: { user: 8 } });
    expect(within(memberItem('Sam Carter')).getByRole('img', { name: 'connected' })).toBeInTheDocument();
    expect(screen.getByText('Sam is connected. Start a video call.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
  });

  it('closes the socket on Disconnect and when the page is left', async () => {
    const { unmount } = renderPage();
    await clickConnect();
    const first = await FakeWebSocket.opened();
    first.accept();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(first.isClosedByPage).toBe(true);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();

    await clickConnect();
    const second = await FakeWebSocket.opened(2);
    expect(second).not.toBe(first);
    second.accept();
    unmount();
    expect(second.isClosedByPage).toBe(true);
  });

  it('shows an incoming call with Answer, and a short message when it was missed', async () => {
    renderPage();
    await clickConnect();
    const socket = await FakeWebSocket.opened();
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
    await clickConnect();
    (await FakeWebSocket.opened()).drop(4403);
    expect(await screen.findByRole('alert')).toHaveTextContent('Video calls are between exactly two people.');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('offers no call in a group of more than two', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse(
        directChat({
          direct_message: false,
          name: 'Book fair',
          chat_members: [member(ADA), member(SAM), member(PRIYA)],
        }),
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
      'GET /school/chat-group-get/6/': jsonResponse(
        { detail: 'Only the members of this chat can see it.' },
        403,
      ),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You are not a member of this chat' }),
    ).toBeInTheDocument();
  });
});

/** The browser's peer connection, as far as the page uses it; the test moves its link state by hand. */
class FakePeerConnection {
  static latest: FakePeerConnection | null = null;
  connectionState = 'new';
  iceConnectionState = 'new';
  remoteDescription: unknown = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeerConnection.latest = this;
  }
  addTrack() {}
  getSenders() {
    return [];
  }
  async setRemoteDescription(description: unknown) {
    this.remoteDescription = description;
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 answer' };
  }
  async setLocalDescription() {}
  async addIceCandidate() {}
  close() {}
  moveTo(state: RTCPeerConnectionState) {
    act(() => {
      this.connectionState = state;
      this.onconnectionstatechange?.();
    });
  }
}

describe('VideoChatPage, with a camera', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  let tracks: { kind: string; enabled: boolean; stop: () => void }[];
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    useAuthStore.getState().setAccount(buildTeacher({ id: 8, first_name: 'Sam', last_name: 'Carter' }));
    useRingingStore.setState({ ringing: null, acceptedGroup: null, openCallPage: null });
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse(directChat()),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
    tracks = [
      { kind: 'audio', enabled: true, stop: vi.fn() },
      { kind: 'video', enabled: true, stop: vi.fn() },
    ];
    const stream = { getTracks: () => tracks };
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => stream), enumerateDevices: vi.fn(async () => []) },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  /** The call accepted in the ringing dialog: the page connects and answers with no click. */
  async function acceptedCall() {
    useRingingStore.setState({ acceptedGroup: 6 });
    renderPage();
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), { timeout: 5000 });
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.receive(connection(true));
    socket.receive({
      type: 'call_received',
      data: { caller: 7, rtcMessage: { type: 'offer', sdp: 'v=0 offer' } },
    });
    await vi.waitFor(() => expect(socket.sentOfType('answer_call')).toHaveLength(1), { timeout: 5000 });
    await screen.findByRole('heading', { name: /On Call With/ }, { timeout: 5000 });
    return socket;
  }

  it('answers a call accepted in the ringing dialog without a second click', async () => {
    await acceptedCall();
    expect(await screen.findByRole('heading', { name: /On Call With/ })).toHaveTextContent('Ada Lovelace');
    expect(useRingingStore.getState().acceptedGroup).toBe(null);
    expect(useRingingStore.getState().openCallPage).toBe(6);
  });

  it('mutes the microphone and turns the camera off and on during the call', async () => {
    await acceptedCall();
    await userEvent.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(tracks[0]!.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(tracks[1]!.enabled).toBe(false);
    expect(screen.getByText('Your camera is off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(tracks[1]!.enabled).toBe(true);
    expect(tracks[0]!.enabled).toBe(false);
  });

  it("says it is reconnecting while the other side's connection drops, and ends the call if it fails for good", async () => {
    const socket = await acceptedCall();
    const peer = FakePeerConnection.latest!;
    peer.moveTo('connected');
    expect(screen.queryByText(/Reconnecting…/)).not.toBeInTheDocument();
    peer.moveTo('disconnected');
    expect(screen.getByText(/Reconnecting…/)).toHaveTextContent("Reconnecting… Ada's connection dropped.");
    peer.moveTo('connected');
    expect(screen.queryByText(/Reconnecting…/)).not.toBeInTheDocument();
    peer.moveTo('disconnected');
    peer.moveTo('failed');
    expect(screen.queryByRole('heading', { name: /On Call With/ })).not.toBeInTheDocument();
    expect(screen.getByText('The call lost its connection.')).toBeInTheDocument();
    expect(socket.sentOfType('cancel_call')).toHaveLength(1);
  });

  it('End call hangs up', async () => {
    const socket = await acceptedCall();
    await userEvent.click(await screen.findByRole('button', { name: 'End call' }));
    expect(socket.sentOfType('cancel_call')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Send Call' })).toBeInTheDocument();
    expect(tracks.every((track) => vi.mocked(track.stop).mock.calls.length === 1)).toBe(true);
  });

  it('Decline on the page turns a ringing call down', async () => {
    renderPage();
    await clickConnect();
    const socket = await FakeWebSocket.opened();
    socket.accept();
    socket.receive(connection(true));
    socket.receive({ type: 'call_received', data: { caller: 7, rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(socket.sentOfType('cancel_call')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Incoming Call' })).not.toBeInTheDocument();
  });
});
