import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import {
  ADA,
  buildChatGroup,
  buildDirectChat,
  buildMember,
  buildMessage,
  PRIYA,
  SAM,
} from '../chat.factories.ts';
import { FakeWebSocket, stubWebSocket } from '../../../test/fake-web-socket.ts';
import { ChatGroupPage } from './chat-group-page.tsx';

const TOM = { id: 10, first_name: 'Tom', last_name: 'Novak', profile_picture: null };

function renderChat(path = '/chatGroup/5') {
  return renderWithProviders(
    <Routes>
      <Route path="/chatGroup/:id" element={<ChatGroupPage />} />
    </Routes>,
    { path },
  );
}

function messageTexts() {
  return within(screen.getByRole('log', { name: 'Messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

function memberItem(name: string) {
  const heading = screen.getByRole('heading', { name: /Group Members/ });
  const section = heading.closest('section')!;
  return within(section).getByText(name).closest('li')!;
}

describe('ChatGroupPage', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    useAuthStore.getState().setAccount(buildTeacher());
  });

  it('shows the group, its members with their presence, and the messages labelled by sender', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({
          chat_members: [buildMember(ADA), buildMember(SAM, { connected_to_chat: true }), buildMember(PRIYA)],
          chat_messages: [
            buildMessage(1, SAM, 'Hello everyone'),
            buildMessage(2, SAM, 'Shall we meet at 3?'),
            buildMessage(3, ADA, 'Yes, in the hall.'),
            buildMessage(4, null, 'I can bring cake.'),
          ],
        }),
      ),
    });
    renderChat();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' })).toBeInTheDocument();

    // The current user is always green, whatever the server says.
    expect(within(memberItem('Ada Lovelace')).getByRole('img', { name: 'online' })).toBeInTheDocument();
    expect(within(memberItem('Sam Carter')).getByRole('img', { name: 'online' })).toBeInTheDocument();
    expect(within(memberItem('Priya Shah')).getByRole('img', { name: 'offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Members' })).toBeInTheDocument();

    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByText('Sam')).toHaveLength(1);
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getByText('User left the group')).toBeInTheDocument();
    expect(messageTexts()).toEqual([
      'Hello everyone',
      'Shall we meet at 3?',
      'Yes, in the hall.',
      'I can bring cake.',
    ]);

    // The socket opens once the group is there, asking for what came after the newest message.
    expect((await FakeWebSocket.opened()).url).toBe(`ws://${window.location.host}/ws/chat/5/-/?after=4`);
    expect(FakeWebSocket.latest().protocols).toEqual(['homeroom', `token.${'k'.repeat(40)}`]);
  });

  it('adds live messages once each, in order, and follows presence', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({ chat_messages: [buildMessage(1, SAM, 'First')] }),
      ),
    });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    const socket = await FakeWebSocket.opened();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    socket.accept();
    expect(await screen.findByText('Live')).toBeInTheDocument();

    socket.receive({ type: 'chat_message', id: 3, message: 'Third', user: SAM });
    socket.receive({ type: 'chat_message', id: 2, message: 'Second', user: PRIYA });
    socket.receive({ type: 'chat_message', id: 3, message: 'Third', user: SAM });
    await waitFor(() => expect(messageTexts()).toEqual(['First', 'Second', 'Third']));

    const presenceOfPriya = () =>
      within(memberItem('Priya Shah'))
        .getByRole('img', { name: /^(online|offline)$/ })
        .getAttribute('aria-label');
    expect(presenceOfPriya()).toBe('offline');
    socket.receive({ type: 'user_connected', data: { user: PRIYA.id } });
    await waitFor(() => expect(presenceOfPriya()).toBe('online'));
    socket.receive({ type: 'user_disconnected', data: { user: PRIYA.id } });
    await waitFor(() => expect(presenceOfPriya()).toBe('offline'));

    socket.receive({ type: 'error', message: 'A message may be at most 5,000 characters.' });
    expect(await screen.findByText('A message may be at most 5,000 characters.')).toBeInTheDocument();
  });

  it('marks the chat read on opening and as messages of others arrive, never for one\'s own', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({ chat_messages: [buildMessage(1, SAM, 'First'), buildMessage(2, PRIYA, 'Second')] }),
      ),
      'POST /school/chat-group-read/5/': jsonResponse({ group: 5, last_read_message_id: 2, unread_count: 0 }),
    });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /school/chat-group-read/5/')).toEqual([{ message: 2 }]));
    const socket = await FakeWebSocket.opened();
    socket.accept();

    socket.receive({ type: 'chat_message', id: 3, message: 'Mine', user: ADA });
    await waitFor(() => expect(messageTexts()).toContain('Mine'));
    socket.receive({ type: 'chat_message', id: 4, message: 'Third', user: SAM });
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /school/chat-group-read/5/')).toEqual([{ message: 2 }, { message: 4 }]),
    );
  });

  it('sends trimmed messages with Enter or Send, and never empty or too long ones', async () => {
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(buildChatGroup()) });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    const socket = await FakeWebSocket.opened();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type message...');

    // Still connecting: what was typed at once waits for the socket and goes when it opens.
    await userEvent.type(input, 'Right away{Enter}');
    expect(socket.sent).toEqual([]);
    expect(input).toHaveValue('');

    socket.accept();
    expect(socket.sent).toEqual([{ message: 'Right away' }]);
    // Typing frames go besides the messages, at most one every 3 s but again after a message.
    const messagesSent = () => socket.sent.filter((frame) => !('type' in (frame as object)));
    await userEvent.type(input, '  Hello all  {Enter}');
    await userEvent.type(input, 'Second line{Shift>}{Enter}{/Shift}more');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(messagesSent()).toEqual([{ message: 'Right away' }, { message: 'Hello all' }, { message: 'Second line\nmore' }]);
    expect(socket.sent.filter((frame) => 'type' in (frame as object))).toEqual([{ type: 'typing' }, { type: 'typing' }]);
    expect(input).toHaveValue('');

    await userEvent.type(input, '   {Enter}');
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(5001));
    expect(screen.getByText('A message may be at most 5,000 characters.')).toBeInTheDocument();
    expect(screen.getByText('5,001 / 5,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(messagesSent()).toHaveLength(3);
  });

  it('reconnects after a drop, asking for what it missed, and stays closed when refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({ chat_messages: [buildMessage(7, SAM, 'Seven')] }),
      ),
    });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    const first = await FakeWebSocket.opened();
    first.accept();
    first.receive({ type: 'chat_message', id: 8, message: 'Eight', user: SAM });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      first.drop();
      expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('closed unexpectedly'));
      // While away the text is kept, not sent.
      const input = screen.getByRole('textbox', { name: 'Message' });
      // What typing fires: Preact's onChange listens to `input`, as browsers fire it at each keystroke.
      fireEvent.input(input, { target: { value: 'While away' } });
      fireEvent.submit(screen.getByRole('form', { name: 'Send a message' }));
      expect(input).toHaveValue('While away');
      expect(screen.getByText(/not connected right now/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    const second = await FakeWebSocket.opened(2);
    expect(second).not.toBe(first);
    expect(second.url).toMatch(/\?after=8$/);

    second.drop(4403);
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByText('Only the members of this chat can see it.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows a member removed while the chat is open that it is no longer theirs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isMember = true;
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': () =>
        isMember
          ? jsonResponse(buildChatGroup())
          : jsonResponse({ detail: 'Only the members of this chat can see it.' }, 403),
      'GET /school/chat-group-user-get/': jsonResponse({ chat_group_member: [] }),
    });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    const socket = await FakeWebSocket.opened();
    socket.accept();
    isMember = false;
    socket.drop(4403);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not a member of this chat' }),
    ).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('closes the socket when the page is left', async () => {
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(buildChatGroup()) });
    const { unmount } = renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    const socket = await FakeWebSocket.opened();
    socket.accept();
    unmount();
    expect(socket.isClosedByPage).toBe(true);
  });

  it("titles a direct chat 'Direct Message' and offers no 'Add Members'", async () => {
    routeFetch(fetchMock, { 'GET /school/chat-group-get/6/': jsonResponse(buildDirectChat()) });
    renderChat('/chatGroup/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Message' })).toBeInTheDocument();
    expect(screen.getByText('with Sam Carter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Members' })).not.toBeInTheDocument();
  });

  it('loads older messages in front of the others', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({ chat_messages: [buildMessage(60, SAM, 'Sixty')], has_older_messages: true }),
      ),
      'GET /school/chat-messages/5/?before=60': jsonResponse({
        chat_messages: [buildMessage(58, PRIYA, 'Fifty-eight'), buildMessage(59, PRIYA, 'Fifty-nine')],
        has_older_messages: false,
      }),
    });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' });
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(messageTexts()).toEqual(['Fifty-eight', 'Fifty-nine', 'Sixty']));
    expect(screen.getByText('This is the start of the conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('adds contacts through the Add to group modal, refusing someone already in the list', async () => {
    let group = buildChatGroup({ chat_members: [buildMember(ADA), buildMember(SAM)] });
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': () => jsonResponse(group),
      'GET /school/teacher-contacts-get/': jsonResponse({
        school_classes: [
          {
            id: 1,
            name: 'Year 3 Robins',
            students: [
              { id: 30, name: 'Mia Okafor', parent: { user: SAM } },
              { id: 31, name: 'Ravi Shah', parent: { user: PRIYA } },
              { id: 32, name: 'Noah Novak', parent: { user: TOM } },
            ],
          },
        ],
      }),
      'POST /school/chat-group-add-members/5/': () => {
        group = buildChatGroup({ chat_members: [ADA, SAM, PRIYA, TOM].map((user) => buildMember(user)) });
        return jsonResponse(
          [PRIYA, TOM].map((user) => ({ id: user.id * 10, user: user.id, group: 5 })),
          201,
        );
      },
      'GET /school/chat-group-user-get/': jsonResponse({ chat_group_member: [] }),
    });
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Members' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to group' });

    // Members (Sam) and the user are not offered.
    const contacts = await within(dialog).findByRole('list', { name: 'Contacts to add' });
    expect(
      within(contacts)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.previousSibling?.textContent),
    ).toEqual(['Priya Shah', 'Tom Novak']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Priya Shah' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Priya Shah' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Priya Shah is already in the list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tom Novak' }));
    const newUsers = within(dialog).getByRole('list', { name: 'New Users' });
    expect(
      within(newUsers)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.previousSibling?.textContent),
    ).toEqual(['Priya Shah', 'Tom Novak']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Tom Novak' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tom Novak' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Users added to group successfully.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/chat-group-add-members/5/')).toEqual([
      [
        { user: PRIYA.id, group: 5 },
        { user: TOM.id, group: 5 },
      ],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add to group' })).not.toBeInTheDocument();
    expect(await screen.findByText('Tom Novak')).toBeInTheDocument();
  });

  it("shows the server's refusal when adding members fails", async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(buildChatGroup({ chat_members: [buildMember(ADA)] })),
      'GET /school/teacher-contacts-get/': jsonResponse({
        school_classes: [
          { id: 1, name: 'Year 3 Robins', students: [{ id: 30, name: 'Mia', parent: { user: SAM } }] },
        ],
      }),
      'POST /school/chat-group-add-members/5/': jsonResponse(
        { non_field_errors: ['Sam Carter is already in the group'] },
        400,
      ),
    });
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Members' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to group' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Sam Carter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem adding users to the group.');
    expect(alert).toHaveTextContent('Sam Carter is already in the group');
  });

  it('tells a non-member the chat is not theirs', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        { detail: 'Only the members of this chat can see it.' },
        403,
      ),
    });
    renderChat();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not a member of this chat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your chats' })).toHaveAttribute('href', '/chatHub');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
