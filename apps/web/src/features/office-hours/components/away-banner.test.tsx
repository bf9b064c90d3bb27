import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { formatBackAt } from '../office-hours-format.ts';
import { AwayBanner } from './away-banner.tsx';

const TEACHER = { id: 4, first_name: 'Olivia', last_name: 'Bennett' };
const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));

describe('AwayBanner', () => {
  const fetchMock = stubFetch();

  it('tells when the teacher is back, in the reader’s zone, that the message still goes, and the usual hours', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-availability/7/': jsonResponse({
        away: true,
        back_at: '2026-11-30T08:00:00.000Z',
        user: TEACHER,
        usual_hours: WEEK,
        time_zone: 'Europe/London',
      }),
    });
    renderWithProviders(<AwayBanner groupId={7} isDirectChat />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(`Olivia Bennett is away until ${formatBackAt('2026-11-30T08:00:00.000Z')}.`);
    expect(banner).toHaveTextContent('Your message will be delivered; they will be alerted when their hours start.');
    expect(banner).toHaveTextContent('Usual hours (Europe/London): Mon–Fri 08:00–16:30');
  });

  it('shows nothing when the other person is not away', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-group-availability/7/': jsonResponse({ away: false, back_at: null, user: TEACHER, usual_hours: WEEK, time_zone: 'UTC' }),
    });
    renderWithProviders(<AwayBanner groupId={7} isDirectChat />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks nothing in a group chat', async () => {
    renderWithProviders(<AwayBanner groupId={7} isDirectChat={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
