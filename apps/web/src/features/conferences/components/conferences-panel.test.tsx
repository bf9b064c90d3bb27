import { CONFERENCE_MESSAGES, type ConferenceSlotDto, type ConferenceWindowDto } from '@homeroom/contract/conferences';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ConferencesPanel } from './conferences-panel.tsx';

const FAR = new Date(Date.now() + 10 * 24 * 3_600_000).toISOString().slice(0, 10);

function slot(id: number, time: string, overrides: Partial<ConferenceSlotDto> = {}): ConferenceSlotDto {
  const startsAt = new Date(`${FAR}T${time}:00Z`);
  return {
    id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 10 * 60_000).toISOString(),
    date: FAR,
    taken: false,
    booking: null,
    ...overrides,
  };
}

function buildWindow(overrides: Partial<ConferenceWindowDto> = {}): ConferenceWindowDto {
  return {
    id: 3,
    school_class: { id: 12, name: 'Year 2 Robins' },
    teacher: { id: 7, first_name: 'Olivia', last_name: 'Bennett' },
    days: [{ date: FAR, start: '16:00', end: '16:30' }],
    breaks: [],
    slot_minutes: 10,
    mode: 'in_person',
    note: 'Room 2B.',
    cutoff_hours: 24,
    time_zone: 'UTC',
    can_edit: false,
    your_children: [{ id: 40, name: 'Leo' }],
    slots: [slot(1, '16:00'), slot(2, '16:10', { taken: true }), slot(3, '16:20')],
    ...overrides,
  };
}

describe('ConferencesPanel', () => {
  const fetchMock = stubFetch();

  it('offers a family only the free slots, and says so when a slot was just taken', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-conferences/12/': jsonResponse([buildWindow()]),
      'POST /school/conference-bookings/': jsonResponse({ detail: CONFERENCE_MESSAGES.slotTaken }, 409),
    });
    renderWithProviders(<ConferencesPanel classId={12} canManage={false} canBook />);
    const window = await screen.findByRole('region', { name: 'Conferences with Olivia Bennett' });
    expect(within(window).getByText('No slot booked for Leo yet.')).toBeInTheDocument();
    const buttons = within(window).getAllByRole('button', { name: /^Book / });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    expect(await within(window).findByRole('alert')).toHaveTextContent(CONFERENCE_MESSAGES.slotTaken);
    expect(sentBodies(fetchMock, 'POST /school/conference-bookings/')).toEqual([{ slot: 1, student: 40 }]);
  });

  it('shows a family their booking with its calendar file, and moves it to another free slot', async () => {
    const booked = buildWindow({
      slots: [
        slot(1, '16:00', { taken: true, booking: { id: 9, slot: 1, student: { id: 40, name: 'Leo' }, guardian: { id: 8, first_name: 'Sam', last_name: 'Carter' }, can_change: true } }),
        slot(2, '16:10', { taken: true }),
        slot(3, '16:20'),
      ],
    });
    routeFetch(fetchMock, {
      'GET /school/class-conferences/12/': jsonResponse([booked]),
      'PUT /school/conference-bookings/9/': jsonResponse({ id: 9, slot: 3 }),
    });
    renderWithProviders(<ConferencesPanel classId={12} canManage={false} canBook />);
    const window = await screen.findByRole('region', { name: 'Conferences with Olivia Bennett' });
    expect(within(window).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(within(window).queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
    await userEvent.click(within(window).getByRole('button', { name: 'Reschedule' }));
    const moves = within(window).getAllByRole('button', { name: /^Move to / });
    expect(moves).toHaveLength(1);
    await userEvent.click(moves[0]!);
    expect(sentBodies(fetchMock, 'PUT /school/conference-bookings/9/')).toEqual([{ slot: 3 }]);
  });

  it('shows the teacher every slot with who booked it and a printable day', async () => {
    const window = buildWindow({
      can_edit: true,
      your_children: [],
      slots: [
        slot(1, '16:00', { taken: true, booking: { id: 9, slot: 1, student: { id: 40, name: 'Leo' }, guardian: { id: 8, first_name: 'Sam', last_name: 'Carter' }, can_change: true } }),
        slot(3, '16:20'),
      ],
    });
    routeFetch(fetchMock, { 'GET /school/class-conferences/12/': jsonResponse([window]) });
    renderWithProviders(<ConferencesPanel classId={12} canManage canBook={false} />);
    const region = await screen.findByRole('region', { name: 'Conferences with Olivia Bennett' });
    expect(within(region).getByText('Leo · Sam Carter')).toBeInTheDocument();
    expect(within(region).getByText('1 of 2 booked')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /^Print the schedule of / })).toHaveAttribute('href', `/class/12/conferences/3/print?day=${FAR}`);
    expect(within(region).getByRole('button', { name: 'Edit window' })).toBeInTheDocument();
  });

  it("offers the teacher the video call with a family from a few minutes before its slot", async () => {
    const startsAt = new Date(Date.now() + 2 * 60_000);
    const now = (id: number, start: Date, overrides: Partial<ConferenceSlotDto> = {}): ConferenceSlotDto => ({
      ...slot(id, '16:00', overrides),
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 10 * 60_000).toISOString(),
    });
    const booking = (id: number, name: string) => ({ id, slot: id, student: { id: 40 + id, name }, guardian: { id: 8, first_name: 'Sam', last_name: 'Carter' }, can_change: true });
    const window = buildWindow({
      mode: 'video',
      can_edit: true,
      your_children: [],
      slots: [
        now(1, startsAt, { taken: true, booking: booking(1, 'Leo') }),
        now(2, new Date(startsAt.getTime() + 3 * 3_600_000), { taken: true, booking: booking(2, 'Mia') }),
      ],
    });
    routeFetch(fetchMock, {
      'GET /school/class-conferences/12/': jsonResponse([window]),
      'POST /school/conference-bookings/1/video-call/': jsonResponse({ group: 77 }),
    });
    renderWithProviders(<ConferencesPanel classId={12} canManage canBook={false} />);
    const region = await screen.findByRole('region', { name: 'Conferences with Olivia Bennett' });
    const joins = within(region).getAllByRole('button', { name: /^Join the video call with / });
    expect(joins.map((button) => button.textContent)).toEqual(["Join the video call with Leo's family"]);
    await userEvent.click(joins[0]!);
    expect(sentBodies(fetchMock, 'POST /school/conference-bookings/1/video-call/')).toHaveLength(1);
  });
});
