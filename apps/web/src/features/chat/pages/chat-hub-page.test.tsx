import type { ParentContactsDto, TeacherContactsDto } from '@homeroom/contract/chat';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildParent, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import {
  ADA,
  buildChatGroup,
  buildDirectChat,
  buildMember,
  buildMessage,
  buildUserGroups,
  PRIYA,
  SAM,
} from '../chat.factories.ts';
import { ChatHubPage } from './chat-hub-page.tsx';

const TOM = { id: 10, first_name: 'Tom', last_name: 'Novak', profile_picture: null };

const TEACHER_CONTACTS: TeacherContactsDto = {
  school_classes: [
    {
      id: 1,
      name: 'Year 3 Robins',
      students: [
        { id: 30, name: 'Mia Okafor', parent: { user: SAM } },
        { id: 31, name: 'Ravi Shah', parent: { user: PRIYA } },
        { id: 32, name: 'Ana Silva', parent: null },
      ],
    },
    { id: 1, name: 'Year 3 Robins', students: [] },
    { id: 2, name: 'Year 4 Owls', students: [{ id: 40, name: 'Noah Novak', parent: { user: TOM } }] },
  ],
};

/**
 * A screen as wide as the desktop (contacts and chats side by side) or as a phone (tabs); answers
 * how to resize it across the breakpoint while the page is shown.
 */
function stubScreen(isWide: boolean): (isWideNow: boolean) => void {
  let wide = isWide;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return wide;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (isWideNow) => {
    wide = isWideNow;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function Destination({ label }: { label: string }) {
  return <p>{`${label} ${useParams().id}`}</p>;
}

function renderHub() {
  return renderWithProviders(
    <Routes>
      <Route path="/chatHub" element={<ChatHubPage />} />
      <Route path="/chatGroup/:id" element={<Destination label="Chat" />} />
      <Route path="/videoChat/:id" element={<Destination label="Video" />} />
    </Routes>,
    { path: '/chatHub' },
  );
}

describe('ChatHubPage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    stubScreen(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('for a teacher', () => {
    beforeEach(() => useAuthStore.getState().setAccount(buildTeacher()));

    it('lists each class once and, for the chosen class, its parents to filter by student', async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([])),
      });
      renderHub();
      expect(screen.getByText('Click icon to direct message or video call.')).toBeInTheDocument();
      const classes = await screen.findAllByRole('button', { pressed: false });
      expect(classes.map((button) => button.textContent?.trim())).toEqual(['Year 3 Robins', 'Year 4 Owls']);
      expect(screen.getByText('Select class to show parents list.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Year 3 Robins' }));
      expect(screen.getByRole('button', { name: 'Year 3 Robins' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('Select class to show parents list.')).not.toBeInTheDocument();
      const parents = screen.getByRole('list', { name: 'Parents of Year 3 Robins' });
      expect(within(parents).getByText('Sam Carter')).toBeInTheDocument();
      expect(within(parents).getByText('Parent of Mia Okafor')).toBeInTheDocument();
      expect(within(parents).getByRole('button', { name: 'Message Priya Shah' })).toBeInTheDocument();
      expect(within(parents).getByRole('button', { name: 'Video call Priya Shah' })).toBeInTheDocument();

      const filter = screen.getByPlaceholderText('Type student...');
      await userEvent.type(filter, 'ravi');
      expect(within(parents).queryByText('Sam Carter')).not.toBeInTheDocument();
      expect(within(parents).getByText('Priya Shah')).toBeInTheDocument();
      await userEvent.clear(filter);
      await userEvent.type(filter, 'zzz');
      expect(screen.getByText('No student matches “zzz”.')).toBeInTheDocument();
      expect(screen.getByText('You have no chats yet.')).toBeInTheDocument();
    });

    it('keeps the class chosen and the filter typed when the window crosses the breakpoint and back', async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([])),
      });
      const resize = stubScreen(true);
      renderHub();
      await userEvent.click(await screen.findByRole('button', { name: 'Year 3 Robins' }));
      await userEvent.type(screen.getByPlaceholderText('Type student...'), 'ravi');

      // Narrow: the chats come first and the contacts leave the page until their tab is chosen.
      resize(false);
      expect(await screen.findByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('heading', { name: 'Contacts' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
      const expectStillChosen = () => {
        expect(screen.getByRole('button', { name: 'Year 3 Robins' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByPlaceholderText('Type student...')).toHaveValue('ravi');
        const parents = screen.getByRole('list', { name: 'Parents of Year 3 Robins' });
        expect(within(parents).getByText('Priya Shah')).toBeInTheDocument();
        expect(within(parents).queryByText('Sam Carter')).not.toBeInTheDocument();
      };
      expectStillChosen();

      // Wide again: side by side, still the same class and filter.
      resize(true);
      expect(screen.queryByRole('tab', { name: 'Contacts' })).not.toBeInTheDocument();
      expectStillChosen();

      // Choosing another class starts its filter empty.
      await userEvent.click(screen.getByRole('button', { name: 'Year 4 Owls' }));
      expect(screen.getByPlaceholderText('Type student...')).toHaveValue('');
      expect(within(screen.getByRole('list', { name: 'Parents of Year 4 Owls' })).getByText('Tom Novak')).toBeInTheDocument();
    });

    it("keeps the group name typed when the window crosses the breakpoint and a phone's tabs change", async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([])),
        'POST /school/chat-group-create/': jsonResponse({ id: 14, name: 'Trip' }, 201),
      });
      const resize = stubScreen(true);
      renderHub();
      await userEvent.type(await screen.findByPlaceholderText('Type group name...'), 'Trip');

      resize(false);
      expect(await screen.findByPlaceholderText('Type group name...')).toHaveValue('Trip');
      await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
      expect(screen.queryByPlaceholderText('Type group name...')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Chats' }));
      expect(screen.getByPlaceholderText('Type group name...')).toHaveValue('Trip');

      resize(true);
      const name = screen.getByPlaceholderText('Type group name...');
      expect(name).toHaveValue('Trip');

      // Once sent, the name is gone for good: the next layout change does not bring it back.
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Group created successfully')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /school/chat-group-create/')).toEqual([{ name: 'Trip' }]);
      expect(name).toHaveValue('');
      resize(false);
      expect(await screen.findByPlaceholderText('Type group name...')).toHaveValue('');
    });

    it('goes to the existing direct chat with a parent without creating another', async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(
          buildUserGroups([buildChatGroup(), buildDirectChat()]),
        ),
      });
      renderHub();
      await userEvent.click(await screen.findByRole('button', { name: 'Year 3 Robins' }));
      await userEvent.click(screen.getByRole('button', { name: 'Message Sam Carter' }));
      expect(await screen.findByText('Chat 6')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /school/chat-group-create-direct/')).toEqual([]);
    });

    it('opens a new direct chat for a video call when there is none yet', async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([buildDirectChat()])),
        'POST /school/chat-group-create-direct/': jsonResponse(
          { id: 12, name: 'direct', recipient: PRIYA.id },
          201,
        ),
      });
      renderHub();
      await userEvent.click(await screen.findByRole('button', { name: 'Year 3 Robins' }));
      await userEvent.click(screen.getByRole('button', { name: 'Video call Priya Shah' }));
      expect(await screen.findByText('Video 12')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /school/chat-group-create-direct/')).toEqual([
        { name: 'direct', recipient: PRIYA.id },
      ]);
    });

    it('lists every chat by latest activity with its last message, unread count and members', async () => {
      const others = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((first, index) =>
        buildMember({ id: 20 + index, first_name: first, last_name: 'Lee', profile_picture: null }),
      );
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(
          buildUserGroups(
            [
              buildDirectChat({ chat_messages: [buildMessage(8, SAM, 'Leo is ill today, sorry.')] }),
              buildChatGroup({ id: 9, name: 'Sports day', chat_members: [buildMember(ADA), ...others] }),
              buildChatGroup({ chat_messages: [buildMessage(4, ADA, 'Thank you both!')] }),
            ],
            ADA,
            { 6: 2 },
          ),
        ),
      });
      renderHub();
      const chats = await screen.findByRole('list', { name: 'Your chats' });
      const links = within(chats).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chatGroup/6', '/chatGroup/9', '/chatGroup/5']);

      const [direct, sports, helpers] = links as [HTMLElement, HTMLElement, HTMLElement];
      expect(direct).toHaveAccessibleName(/^Sam Carter .*Sam: Leo is ill today, sorry\. , 2 unread$/);
      expect(within(direct).getByTestId('unread-count')).toHaveTextContent('2');
      expect(within(direct).getByRole('img', { hidden: true, name: 'Sam Carter' })).toBeInTheDocument();
      expect(within(direct).getByText(/\d/, { selector: 'time' })).toHaveAttribute('datetime', '2031-05-02T09:30:00.000Z');
      expect(sports).toHaveTextContent('No messages yet');
      expect(sports).toHaveTextContent('You, Ann Lee, Ben Lee, Cat Lee, Dan Lee ...');
      expect(within(sports).queryByTestId('unread-count')).not.toBeInTheDocument();
      expect(helpers).toHaveTextContent('You: Thank you both!');
      expect(helpers).toHaveTextContent('You, Sam Carter, Priya Shah');
    });

    it('creates a group with a trimmed name, and says when it fails', async () => {
      let isDown = false;
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([])),
        'POST /school/chat-group-create/': () =>
          isDown ? jsonResponse({ detail: 'Down' }, 500) : jsonResponse({ id: 14, name: 'Trip' }, 201),
      });
      renderHub();
      const name = await screen.findByPlaceholderText('Type group name...');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Group name is required')).toBeInTheDocument();

      await userEvent.type(name, '  Trip  ');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Group created successfully')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /school/chat-group-create/')).toEqual([{ name: 'Trip' }]);
      expect(name).toHaveValue('');

      isDown = true;
      await userEvent.type(name, 'Again');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Error creating group')).toBeInTheDocument();
    });
  });

  describe('for a parent', () => {
    beforeEach(() => useAuthStore.getState().setAccount(buildParent({ id: SAM.id, pk: SAM.id })));

    it("shows each class once with the child's name and the teacher, and the other parents", async () => {
      const robins = {
        id: 1,
        name: 'Year 3 Robins',
        teacher: { user: ADA },
        teachers: [{ user: ADA }],
        students: [
          { id: 30, name: 'Mia Okafor', parent: { user: SAM } },
          { id: 31, name: 'Leo Carter', parent: { user: SAM } },
          { id: 33, name: 'Ravi Shah', parent: { user: PRIYA } },
        ],
      };
      const contacts: ParentContactsDto = {
        id: 4,
        children: [
          { id: 30, name: 'Mia Okafor', school_class: robins },
          { id: 31, name: 'Leo Carter', school_class: robins },
        ],
      };
      routeFetch(fetchMock, {
        'GET /school/parent-contacts-get/': jsonResponse(contacts),
        'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([], SAM)),
      });
      renderHub();
      const robinsButton = await screen.findByRole('button', { name: /Year 3 Robins/ });
      expect(screen.getAllByRole('button', { name: /Year 3 Robins/ })).toHaveLength(1);
      expect(robinsButton).toHaveTextContent("Mia Okafor's class");
      expect(robinsButton).toHaveTextContent("Leo Carter's class");
      expect(screen.getByRole('button', { name: 'Message Ada Lovelace' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Video call Ada Lovelace' })).toBeInTheDocument();

      await userEvent.click(robinsButton);
      const parents = screen.getByRole('list', { name: 'Parents of Year 3 Robins' });
      // The parent sees the other parents, not themself.
      expect(within(parents).getAllByRole('listitem')).toHaveLength(1);
      expect(within(parents).getByText('Priya Shah')).toBeInTheDocument();
    });
  });
  describe('on a phone', () => {
    beforeEach(() => {
      stubScreen(false);
      useAuthStore.getState().setAccount(buildTeacher());
    });

    it('shows the chats first, with the unread total, and the contacts one tap away', async () => {
      routeFetch(fetchMock, {
        'GET /school/teacher-contacts-get/': jsonResponse(TEACHER_CONTACTS),
        'GET /school/chat-group-user-get/': jsonResponse(
          buildUserGroups([buildDirectChat({ chat_messages: [buildMessage(8, SAM, 'Hello')] }), buildChatGroup()], ADA, {
            6: 2,
            5: 1,
          }),
        ),
      });
      renderHub();
      const chatsTab = await screen.findByRole('tab', { name: 'Chats (3)' });
      expect(chatsTab).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('list', { name: 'Your chats' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Contacts' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
      expect(screen.queryByRole('list', { name: 'Your chats' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Year 3 Robins' }));
      await userEvent.click(screen.getByRole('button', { name: 'Message Sam Carter' }));
      expect(await screen.findByText('Chat 6')).toBeInTheDocument();
    });
  });
});
