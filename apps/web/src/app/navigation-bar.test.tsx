import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildClassNotification } from '../features/notifications/notifications.factories.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { markFirstScreenShown } from '../lib/first-screen.ts';
import { buildSchool, buildTeacher, jsonResponse } from '../test/factories.ts';
import { FakeWebSocket, stubWebSocket } from '../test/fake-web-socket.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { NavigationBar } from './navigation-bar.tsx';

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('NavigationBar', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  // The page below the bar has drawn its content: the bell comes (navigation-bar.first-screen.test.tsx has it wait).
  beforeAll(() => markFirstScreenShown());
  beforeEach(() => {
    useAuthStore.getState().logout();
    routeFetch(fetchMock, {
      'GET /school/notifications-get/': jsonResponse([buildClassNotification({ id: 1 })]),
    });
  });

  it('shows visitors Home, Features, Register and Log in, and no bell', () => {
    renderWithProviders(<NavigationBar />);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Features',
      'Register',
      'Log in',
    ]);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    // Without a token nothing is fetched and no socket opens (docs/product.md, "Notification panel").
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows users Home, Features, Profile, Chat and Log out, and the bell', async () => {
    useAuthStore.getState().setToken('tok3n');
    renderWithProviders(<NavigationBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'Features', 'Profile', 'Chat', 'Log out']);
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chatHub');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('adds School after Profile for a leader of a school only', () => {
    useAuthStore.getState().setToken('tok3n');
    useAuthStore
      .getState()
      .setAccount(
        buildTeacher({
          teacher: { id: 3, school: buildSchool(), school_role: 'teacher', school_classes: [] },
        }),
      );
    const teacherView = renderWithProviders(<NavigationBar />);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).not.toContain('School');
    teacherView.unmount();

    useAuthStore
      .getState()
      .setAccount(
        buildTeacher({
          teacher: { id: 3, school: buildSchool(), school_role: 'leader', school_classes: [] },
        }),
      );
    renderWithProviders(<NavigationBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'Features', 'Profile', 'School', 'Chat', 'Log out']);
    expect(within(nav).getByRole('link', { name: 'School' })).toHaveAttribute('href', '/school');
  });

  it('shows the unread count on every screen size and drops it at logout', async () => {
    useAuthStore.getState().setToken('tok3n');
    renderWithProviders(<NavigationBar />);
    const badge = await screen.findByTestId('notification-badge');
    expect(badge).toHaveTextContent('1');
    // Not folded into the small screens' menu: the bell sits outside the hidden desktop links.
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(badge);
    // The bell opens no socket of its own: the frame's is open from the first page on (root-layout.test.tsx).
    expect(FakeWebSocket.instances).toHaveLength(0);

    act(() => useAuthStore.getState().logout());
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens the menu panel and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigationBar />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Register' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the menu panel when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigationBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Features' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
