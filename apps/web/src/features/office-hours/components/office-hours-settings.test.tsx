import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { OfficeHoursSettings } from './office-hours-settings.tsx';

const EMPTY = { weekly: [], days_off: [], time_zone: 'Europe/London' };

describe('OfficeHoursSettings', () => {
  const fetchMock = stubFetch();

  it('adds a range to a day and a day off with the keyboard, saves the whole week and says so', async () => {
    const saved = {
      weekly: [{ weekday: 1, start: '08:00', end: '16:30' }],
      days_off: [{ first_day: '2026-12-24', last_day: '2026-12-26' }],
      time_zone: 'Europe/London',
    };
    routeFetch(fetchMock, { 'GET /school/office-hours/': jsonResponse(EMPTY), 'PUT /school/office-hours/': jsonResponse(saved) });
    renderWithProviders(<OfficeHoursSettings />);

    expect(await screen.findByText(/your time zone, Europe\/London/)).toBeInTheDocument();
    expect(screen.getAllByText('No hours')).toHaveLength(7);
    screen.getByRole('button', { name: 'Add hours on Monday' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Monday, start of hours 1')).toHaveValue('08:00');
    expect(screen.getByLabelText('Monday, end of hours 1')).toHaveValue('16:30');

    await userEvent.click(screen.getByRole('button', { name: 'Add days off' }));
    const first = screen.getByLabelText('First day');
    const last = screen.getByLabelText('Last day');
    await userEvent.clear(first);
    await userEvent.type(first, '2026-12-24');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-12-26');
    await userEvent.click(screen.getByRole('button', { name: 'Save office hours' }));

    expect(await screen.findByText('Office hours saved.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/office-hours/')).toEqual([
      { weekly: [{ weekday: 1, start: '08:00', end: '16:30' }], days_off: [{ first_day: '2026-12-24', last_day: '2026-12-26' }] },
    ]);
  });

  it('removes a range and shows the server’s reasons when the week is refused', async () => {
    routeFetch(fetchMock, {
      'GET /school/office-hours/': jsonResponse({ ...EMPTY, weekly: [{ weekday: 2, start: '08:00', end: '12:00' }, { weekday: 2, start: '13:00', end: '15:00' }] }),
      'PUT /school/office-hours/': jsonResponse({ weekly: ['The ranges of one day must not overlap.'] }, 400),
    });
    renderWithProviders(<OfficeHoursSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tuesday 13:00–15:00' }));
    expect(screen.queryByLabelText('Tuesday, start of hours 2')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save office hours' }));
    const alert = await screen.findByText('The ranges of one day must not overlap.');
    expect(within(alert.closest('div') ?? document.body).getByText(/overlap/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/office-hours/')).toEqual([{ weekly: [{ weekday: 2, start: '08:00', end: '12:00' }], days_off: [] }]);
  });
});
