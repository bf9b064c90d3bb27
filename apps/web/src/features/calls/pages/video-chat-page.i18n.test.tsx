import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ChatGroupDto } from '@homeroom/contract/chat';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { stubWebSocket } from '../../../test/fake-web-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { VideoChatPage } from './video-chat-page.tsx';

const ADA: UserSummaryDto = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
const SAM: UserSummaryDto = { id: 8, first_name: 'Sam', last_name: 'Carter', profile_picture: null };

const DIRECT_CHAT: ChatGroupDto = {
  id: 6,
  name: 'direct',
  direct_message: true,
  recipient: SAM,
  group_owner: ADA,
  only_owner_adds_members: false,
  chat_members: [ADA, SAM].map((user) => ({
    id: user.id * 10,
    user,
    group: 6,
    connected_to_call: false,
    connected_to_chat: false,
  })),
  chat_messages: [],
  has_older_messages: false,
};

describe('VideoChatPage in other languages', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    useAuthStore.getState().setAccount(buildTeacher({ id: ADA.id }));
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/6/': jsonResponse(DIRECT_CHAT),
      'GET /calls/ice-servers/': jsonResponse({ ice_servers: [] }),
    });
  });

  it('shows the call page in Arabic', async () => {
    await applyLanguage('ar');
    renderWithProviders(
      <Routes>
        <Route path="/videoChat/:id" element={<VideoChatPage />} />
      </Routes>,
      { path: '/videoChat/6' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'مكالمة فيديو' })).toBeInTheDocument();
    expect(screen.getByText('مع Sam Carter')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'أعضاء المجموعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اتصال' })).toBeInTheDocument();
  });
});
