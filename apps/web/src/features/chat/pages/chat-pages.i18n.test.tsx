import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { stubWebSocket } from '../../../test/fake-web-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ADA, buildChatGroup, buildMember, buildMessage, buildUserGroups, SAM } from '../chat.factories.ts';
import { ChatGroupPage } from './chat-group-page.tsx';
import { ChatHubPage } from './chat-hub-page.tsx';

describe('the chat pages in other languages', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
    useAuthStore.getState().setAccount(buildTeacher({ id: ADA.id }));
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hub in Spanish', async () => {
    routeFetch(fetchMock, {
      'GET /school/teacher-contacts-get/': jsonResponse({ school_classes: [] }),
      'GET /school/chat-group-user-get/': jsonResponse(buildUserGroups([])),
    });
    await applyLanguage('es');
    renderWithProviders(
      <Routes>
        <Route path="/chatHub" element={<ChatHubPage />} />
      </Routes>,
      { path: '/chatHub' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes y llamadas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contactos' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no tiene chats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('shows a group chat in Arabic', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(
        buildChatGroup({
          chat_members: [buildMember(ADA), buildMember(SAM)],
          chat_messages: [buildMessage(1, SAM, 'مرحبًا'), buildMessage(2, ADA, 'أهلًا')],
        }),
      ),
    });
    await applyLanguage('ar');
    renderWithProviders(
      <Routes>
        <Route path="/chatGroup/:id" element={<ChatGroupPage />} />
      </Routes>,
      { path: '/chatGroup/5' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Book fair helpers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الرسائل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /أعضاء المجموعة/ })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'الرسائل' });
    expect(within(log).getByText('أنت')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('اكتب رسالة...')).toBeInTheDocument();
  });
});
