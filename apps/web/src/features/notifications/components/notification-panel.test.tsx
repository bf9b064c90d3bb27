import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import {
  buildChatNotification,
  buildClassNotification,
  buildSchoolNotification,
} from '../notifications.factories.ts';
import { formatUpdatedAt } from './notification-entry.tsx';
import { NotificationPanel } from './notification-panel.tsx';

const LIST = 'GET /school/notifications-get/';

const story = buildClassNotification({ id: 101, updated_at: '2031-05-03T14:05:00.000Z' });
const message = buildChatNotification({ id: 102, updated_at: '2031-05-03T15:30:00.000Z', qty_missed: 2 });
const missedCall = buildChatNotification({
  id: 103,
  type: 'MissedCall',
  title: 'Missed call',
  group: { id: 6, name: 'Trip helpers', direct_message: false, recipient: null },
  updated_at: '2031-05-02T09:00:00.000Z',
  qty_missed: 1,
});

function renderPanel() {
  const onNavigate = vi.fn();
  const view = renderWithProviders(<NotificationPanel id="panel" onNavigate={onNavigate} />);
  return { ...view, onNavigate };
}

function entries() {
  return within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem');
}

describe('NotificationPanel', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().setToken('tok3n'));
  afterEach(() => vi.restoreAllMocks());

  it('shows Loading... while fetching, then the entries newest first', async () => {
    // The server's order is not trusted: the panel sorts by updated_at.
    routeFetch(fetchMock, { [LIST]: jsonResponse([missedCall, story, message]) });
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const [first, second, third] = entries() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('New message (2)');
    expect(second).toHaveTextContent('New story (1)');
    expect(third).toHaveTextContent('Missed call (1)');
    expect(within(first).getByText(formatUpdatedAt(message.updated_at))).toHaveAttribute(
      'dateTime',
      message.updated_at,
    );
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeEnabled();
  });

  it('links each entry by its type: the chat, the video chat of a missed call, the class', async () => {
    routeFetch(fetchMock, { [LIST]: jsonResponse([story, message, missedCall]) });
    renderPanel();
    // A direct chat is named by the other person, a class by its name, a group by its name.
    expect(await screen.findByRole('link', { name: 'Sam Carter' })).toHaveAttribute('href', '/chatGroup/5');
    expect(screen.getByRole('link', { name: 'Year 3 Robins' })).toHaveAttribute('href', '/class/12');
    expect(screen.getByRole('link', { name: 'Trip helpers' })).toHaveAttribute('href', '/videoChat/6');
  });

  it("links a school announcement to the school's announcements, named by the school, and clears it through the class call", async () => {
    let listed = [buildSchoolNotification({ id: 104 })];
    routeFetch(fetchMock, {
      [LIST]: () => jsonResponse(listed),
      'PUT /school/class-notification-update/104/': () => {
        listed = [];
        return jsonResponse({ read: true });
      },
    });
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Maple Grove Primary' })).toHaveAttribute(
      'href',
      '/school/announcements?school=4',
    );
    expect(entries()[0]).toHaveTextContent('New school announcement (1)');
    await userEvent.click(
      screen.getByRole('button', { name: 'Clear New school announcement, Maple Grove Primary' }),
    );
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/class-notification-update/104/')).toEqual([{ read: true }]);
  });

  it('closes when a link is followed', async () => {
    routeFetch(fetchMock, { [LIST]: jsonResponse([story]) });
    const { onNavigate } = renderPanel();
    await userEvent.click(await screen.findByRole('link', { name: 'Year 3 Robins' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text and disables Clear All when there is nothing', async () => {
    routeFetch(fetchMock, { [LIST]: jsonResponse([]) });
    renderPanel();
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('clears a class entry through the class call and a chat entry through the chat call, fetching again after each', async () => {
    let listed = [story, message];
    routeFetch(fetchMock, {
      [LIST]: () => jsonResponse(listed),
      'PUT /school/class-notification-update/101/': () => {
        listed = [message];
        return jsonResponse({ read: true });
      },
      'PUT /school/chat-notification-update/102/': () => {
        listed = [];
        return jsonResponse({ read: true });
      },
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Clear New story, Year 3 Robins' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT /school/class-notification-update/101/')).toEqual([{ read: true }]);
    await waitFor(() => expect(sentBodies(fetchMock, LIST)).toHaveLength(2));
    // The pressed button is gone: focus stays in the panel.
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Clear New message, Sam Carter' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/chat-notification-update/102/')).toEqual([{ read: true }]);
    await waitFor(() => expect(sentBodies(fetchMock, LIST)).toHaveLength(3));
  });

  it('clears all with an empty body, then fetches the list again', async () => {
    let listed = [story, message, missedCall];
    routeFetch(fetchMock, {
      [LIST]: () => jsonResponse(listed),
      'PUT /school/all-notifications-update/': () => {
        listed = [];
        return jsonResponse({ detail: 'All notifications cleared.' });
      },
    });
    renderPanel();
    await waitFor(() => expect(entries()).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/all-notifications-update/')).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await waitFor(() => expect(sentBodies(fetchMock, LIST)).toHaveLength(2));
  });

  it('only logs a failed clear or fetch: no message, the entry stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch(fetchMock, {
      [LIST]: jsonResponse([story]),
      'PUT /school/class-notification-update/101/': jsonResponse({ detail: 'Server error' }, 500),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear New story, Year 3 Robins' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The notification could not be cleared.', expect.anything()),
    );
    expect(entries()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty text without a message when the list cannot be fetched, and does not retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    routeFetch(fetchMock, { [LIST]: jsonResponse({ detail: 'Server error' }, 500) });
    renderPanel();
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The notifications could not be loaded.', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, LIST)).toHaveLength(1);
  });

  it('speaks Spanish: its heading, each title and the Clear buttons', async () => {
    await applyLanguage('es');
    routeFetch(fetchMock, { [LIST]: jsonResponse([story, message, missedCall]) });
    renderWithProviders(<NotificationPanel id="panel" onNavigate={vi.fn()} />);

    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nuevo mensaje')).toBeInTheDocument());
    expect(screen.getByText('Llamada perdida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar Nueva historia, Year 3 Robins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar todo' })).toBeEnabled();
  });
});
