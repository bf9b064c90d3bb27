import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const TOKEN = 'a'.repeat(64);
const FIRST = {
  url: `https://school.example/api/v1/calendar/${TOKEN}.ics`,
  webcal_url: `webcal://school.example/api/v1/calendar/${TOKEN}.ics`,
  created_at: '2031-05-02T08:30:00.000Z',
};
const SECOND = {
  url: `https://school.example/api/v1/calendar/${'b'.repeat(64)}.ics`,
  webcal_url: `webcal://school.example/api/v1/calendar/${'b'.repeat(64)}.ics`,
  created_at: '2031-05-03T08:30:00.000Z',
};

describe('CalendarFeedSection', () => {
  const fetchMock = stubFetch();

  it('makes the first address on request and shows it with copy buttons and subscribe links', async () => {
    routeFetch(fetchMock, {
      'GET /calendar/feed/': jsonResponse({ has_feed: false, created_at: null }),
      'POST /calendar/feed/': jsonResponse(FIRST, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />);
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));

    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent(FIRST.url);
    expect(screen.getByTestId('calendar-feed-webcal')).toHaveTextContent(FIRST.webcal_url);
    expect(screen.getByText('Copy your address now: for your safety, Homeroom shows it only this once.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe in Apple Calendar or Outlook' })).toHaveAttribute('href', FIRST.webcal_url);
    expect(screen.getByRole('link', { name: 'Subscribe in Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(FIRST.webcal_url)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy the web address' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.url);
    await user.click(screen.getByRole('button', { name: 'Copy the subscription link' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.webcal_url);
    // With an address, the button replaces it.
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
  });

  it('asks before replacing an address, and keeps the old one when the user cancels', async () => {
    routeFetch(fetchMock, {
      'GET /calendar/feed/': jsonResponse({ has_feed: true, created_at: FIRST.created_at }),
      'POST /calendar/feed/': jsonResponse(SECOND, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText(/You made a calendar address on 2 May 2031|You made a calendar address on May 2, 2031/)).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-feed-url')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make a new calendar address?' });
    expect(dialog).toHaveTextContent('Your current address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'POST /calendar/feed/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    dialog = await screen.findByRole('dialog', { name: 'Make a new calendar address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent(SECOND.url);
    expect(sentBodies(fetchMock, 'POST /calendar/feed/')).toHaveLength(1);
  });

  it('says when the address could not be made', async () => {
    routeFetch(fetchMock, {
      'GET /calendar/feed/': jsonResponse({ has_feed: false, created_at: null }),
      'POST /calendar/feed/': jsonResponse({ detail: 'nope' }, 500),
    });
    renderWithProviders(<CalendarFeedSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    expect(await screen.findByText('The calendar address could not be made. Please try again.')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    routeFetch(fetchMock, { 'GET /calendar/feed/': jsonResponse({ has_feed: false, created_at: null }) });
    await applyLanguage('ar');
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByRole('button', { name: 'أنشئ عنوان تقويمي' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'التقويم' })).toBeInTheDocument();
  });
});
