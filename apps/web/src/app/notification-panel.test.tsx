import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildChatNotification,
  buildClassNotification,
} from '../features/notifications/notifications.factories.ts';
import { useNotificationSocket } from '../features/notifications/hooks/use-notification-socket.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { jsonResponse } from '../test/factories.ts';
import { FakeWebSocket, stubWebSocket } from '../test/fake-web-socket.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch, sentBodies } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { NotificationBell } from './notification-panel.tsx';

const LIST = 'GET /school/notifications-get/';

/** The notification socket as the frame keeps it open (`RootLayout`). */
function NotificationSocket() {
  useNotificationSocket();
  return null;
}

function bell() {
  return screen.getByRole('button', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  const fetchMock = stubFetch();
  stubWebSocket();
  beforeEach(() => useAuthStore.getState().setToken('tok3n'));

  it('hides the badge when nothing is unread', async () => {
    routeFetch(fetchMock, { [LIST]: jsonResponse([]) });
    renderWithProviders(<NotificationBell />);
    // The empty list must have arrived, or the bell would show no count merely because it waits.
    await userEvent.click(bell());
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(bell()).not.toHaveAccessibleDescription();
    expect(bell()).not.toHaveTextContent(/\d/);
  });

  it('counts the unread notifications on the badge', async () => {
    routeFetch(fetchMock, {
      [LIST]: jsonResponse([
        buildClassNotification({ id: 1 }),
        buildChatNotification({ id: 2 }),
        buildClassNotification({ id: 3, type: 'Event', title: 'New event' }),
      ]),
    });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    expect(bell()).toHaveAccessibleDescription('3 unread');
  });

  it('toggles the panel, and closes it on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    routeFetch(fetchMock, { [LIST]: jsonResponse([buildClassNotification()]) });
    renderWithProviders(
      <>
        <p>Elsewhere on the page</p>
        <NotificationBell />
      </>,
    );

    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-controls', panel.id);
    await user.click(bell());
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    // Escape from inside the panel closes it and puts focus back on the bell.
    await user.click(bell());
    await user.click(await screen.findByRole('heading', { name: 'Notifications' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell());
    await user.click(within(screen.getByRole('region', { name: 'Notifications' })).getByText('(1)'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes the panel when an entry link is followed', async () => {
    const user = userEvent.setup();
    routeFetch(fetchMock, { [LIST]: jsonResponse([buildClassNotification()]) });
    renderWithProviders(<NotificationBell />);
    await user.click(bell());
    await user.click(await screen.findByRole('link', { name: 'Year 3 Robins' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('moves the badge with what the socket pushes, without fetching again', async () => {
    const story = buildClassNotification({ id: 1 });
    routeFetch(fetchMock, { [LIST]: jsonResponse([story]) });
    renderWithProviders(
      <>
        <NotificationSocket />
        <NotificationBell />
      </>,
    );
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    await userEvent.click(bell());
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    const fetches = sentBodies(fetchMock, LIST).length;
    const socket = FakeWebSocket.latest();
    expect(socket.url).toMatch(/\/ws\/notifications\/-\/$/);
    expect(socket.protocols).toEqual(['homeroom', 'token.tok3n']);
    socket.accept();

    const message = buildChatNotification({ id: 2, qty_missed: 1 });
    socket.receive({ type: 'notification', notification: message });
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: 'Sam Carter' })).toBeInTheDocument();
    // A repeat of the same entry counts once: its quantity moves, not the badge.
    socket.receive({ type: 'notification', notification: { ...message, qty_missed: 2 } });
    expect(await screen.findByText('(2)')).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');

    socket.receive({ type: 'notification_read', id: 1 });
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    socket.receive({ type: 'notifications_read_all' });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, LIST)).toHaveLength(fetches);
  });
});
