import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { buildClassPage, buildParent, buildTeacher, buildUser, jsonResponse } from '../test/factories.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { buildNewAccountHome, buildTeacherHome } from '../features/home/home.factories.ts';
import { appQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().logout());

  it('sends a visitor from /profile to /login', async () => {
    const router = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user with a token from /login to their Home', async () => {
    useAuthStore.getState().setToken('tok3n');
    // A fresh answer for each call: the bell fetches the notifications too.
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/home/') ? jsonResponse(buildTeacherHome()) : jsonResponse(buildTeacher()),
    );
    const router = renderApp('/login');
    expect(await screen.findByText('What needs you today at Maple Grove Primary.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('logs in, stores the token and the account, and opens Home with the first step', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/dj-rest-auth/login/')
        ? jsonResponse({ key: 'n3wtoken' })
        : String(input).endsWith('/home/')
          ? jsonResponse(buildNewAccountHome())
          : jsonResponse(buildUser()),
    );
    const router = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret words');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('heading', { name: 'Are you a teacher or a parent?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(useAuthStore.getState()).toMatchObject({ token: 'n3wtoken', account: { id: 7 } });
    const userCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/dj-rest-auth/user/'));
    expect((userCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Token n3wtoken');
  });

  it('shows why a login was refused', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
    expect(useAuthStore.getState().token).toBe('');
  });

  it('logs out after Confirm even when the server cannot be reached', async () => {
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderApp('/logout');
    expect(
      await screen.findByRole('heading', { name: 'Are you sure you want to Logout?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ token: '', account: null, accountType: '' });
    expect(fetchMock.mock.calls.map(([input]) => input)).toContain('/api/v1/dj-rest-auth/logout/');
  });

  it('sends a visitor from /logout to /login', async () => {
    const router = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('verifies the e-mail with the key of the link and says so', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'ok' }));
    renderApp('/verify-email/k3y');
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ key: 'k3y' });
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows why an e-mail could not be verified', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ key: ['This verification link is invalid or has expired.'] }, 400),
    );
    renderApp('/verify-email/old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  describe('the class page', () => {
    beforeEach(() => appQueryClient.clear());
    const classPageCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/v1/school/class/12/');

    it('asks for the class as its route opens, before the page’s code has run, and the page shows that answer', async () => {
      useAuthStore.getState().setToken('tok3n');
      useAuthStore.getState().setAccount(buildParent());
      fetchMock.mockImplementation(async (input) =>
        String(input) === '/api/v1/school/class/12/' ? jsonResponse(buildClassPage({ stories: [] })) : jsonResponse({}),
      );
      // Only the router: nothing is drawn, so no page has asked.
      const router = createMemoryRouter(routes, { initialEntries: ['/class/12'] });
      await waitFor(() => expect(classPageCalls()).toHaveLength(1));
      expect((classPageCalls()[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Token tok3n');

      render(
        <QueryClientProvider client={appQueryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeInTheDocument();
      // Changing tab shows the same answer.
      await router.navigate('/class/12?tab=events');
      expect(await screen.findByRole('tab', { name: 'Events', selected: true })).toBeInTheDocument();
      expect(classPageCalls()).toHaveLength(1);
    });

    it('asks nothing for a visitor, who is sent to log in', async () => {
      const router = renderApp('/class/12');
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(classPageCalls()).toEqual([]);
    });
  });
});
