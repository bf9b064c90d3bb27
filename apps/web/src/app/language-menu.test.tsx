import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { currentLanguage, translateMessage } from '../lib/i18n/i18n.ts';
import { jsonResponse } from '../test/factories.ts';
import { stubWebSocket } from '../test/fake-web-socket.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { NavigationBar } from './navigation-bar.tsx';

describe('the language menu', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => {
    useAuthStore.getState().logout();
    routeFetch(fetchMock, {
      'GET /school/notifications-get/': jsonResponse([]),
      'PUT /school/language-update/': jsonResponse({ language: 'ar' }),
    });
  });

  it("lays a visitor's page out right to left in Arabic and remembers it on the device", async () => {
    renderWithProviders(<NavigationBar />);
    const menu = screen.getAllByRole('combobox', { name: 'Language' })[0]!;
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español', 'Français', 'العربية', '简体中文']);

    await userEvent.selectOptions(menu, 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('navigation', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('homeroom.language')).toBe('ar');
    // A visitor has no account to store it on.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('language-update'))).toBe(false);
    // The contract's messages follow, as forms show them.
    expect(translateMessage('Email is required')).not.toBe('Email is required');
  });

  it("stores a signed-in user's choice on the account and asks the API in that language", async () => {
    useAuthStore.getState().setToken('tok3n');
    renderWithProviders(<NavigationBar />);
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'ar');
    await waitFor(() => expect(currentLanguage()).toBe('ar'));
    await waitFor(() => {
      const save = fetchMock.mock.calls.find(([url]) => String(url).includes('language-update'));
      expect(save?.[1]?.body).toBe(JSON.stringify({ language: 'ar' }));
      expect(new Headers(save?.[1]?.headers).get('Accept-Language')).toBe('ar');
    });
  });
});
