import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { dateNeedsToBeAfter, type EventDto } from '@homeroom/contract/events';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format-date.ts';
import { applyLanguage, translateMessage } from '../../../lib/i18n/i18n.ts';
import { buildClassPage, buildEvent, buildHelper, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { EventsPanel } from './events-panel.tsx';

const PARENT = { userId: 8, isTeacher: false };
const TEACHER = { userId: 7, isTeacher: true };
const OTHER_PARENT = buildHelper(9, 'Jun', 'Park');

function renderEvents(events: EventDto[], viewer: { userId: number; isTeacher: boolean }) {
  return renderWithProviders(<EventsPanel classId={12} events={events} viewer={viewer} />);
}

function eventCard(name: string) {
  return screen.getByRole('article', { name });
}

function cardNames() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

describe('EventsPanel', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    // 10 May 2031, in the morning of the viewer's own day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 4, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('sorts events into Today, Upcoming soonest first and Finished latest first', async () => {
    renderEvents(
      [
        buildEvent({ id: 1, name: 'Book fair', date: '2031-05-30' }),
        buildEvent({ id: 2, name: 'Bake sale', date: '2031-05-10' }),
        buildEvent({ id: 3, name: 'Sports day', date: '2031-05-12' }),
        buildEvent({ id: 4, name: 'Spring concert', date: '2031-04-02' }),
        buildEvent({ id: 5, name: 'Museum trip', date: '2031-05-09' }),
      ],
      PARENT,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Events by day' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Upcoming', 'Finished']);
    expect(tabs.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Bake sale']);

    await userEvent.click(tabs.getByRole('tab', { name: 'Upcoming' }));
    expect(cardNames()).toEqual(['Sports day', 'Book fair']);
    expect(
      within(eventCard('Sports day')).getByText(
        formatDate('2031-05-12', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      ),
    ).toBeInTheDocument();

    await userEvent.click(tabs.getByRole('tab', { name: 'Finished' }));
    expect(cardNames()).toEqual(['Museum trip', 'Spring concert']);
  });

  it('says when a tab has no events, and opens Upcoming when nothing happens today', async () => {
    renderEvents([buildEvent({ date: '2031-05-20' })], PARENT);
    const tabs = within(screen.getByRole('tablist', { name: 'Events by day' }));
    expect(tabs.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs.getByRole('tab', { name: 'Today' }));
    expect(screen.getByText(CLASS_CONTENT_MESSAGES.noEventsToday)).toBeInTheDocument();
    await userEvent.click(tabs.getByRole('tab', { name: 'Finished' }));
    expect(screen.getByText(CLASS_CONTENT_MESSAGES.noFinishedEvents)).toBeInTheDocument();
  });

  it('opens Today when there are no events, and says there are no upcoming events', async () => {
    renderEvents([], PARENT);
    expect(screen.getByText(CLASS_CONTENT_MESSAGES.noEventsToday)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByText(CLASS_CONTENT_MESSAGES.noUpcomingEvents)).toBeInTheDocument();
  });

  it('offers a parent Register only while places are open, and Unregister once helping', async () => {
    renderEvents(
      [
        buildEvent({ id: 1, name: 'Open', date: '2031-05-11', helpers_required: 2, helpers: [OTHER_PARENT] }),
        buildEvent({ id: 2, name: 'Full', date: '2031-05-12', helpers_required: 1, helpers: [OTHER_PARENT] }),
        buildEvent({
          id: 3,
          name: 'Helping',
          date: '2031-05-13',
          helpers_required: 1,
          helpers: [buildHelper(8, 'Ada', 'Moss')],
        }),
        buildEvent({ id: 4, name: 'No helpers', date: '2031-05-14', helpers_required: 0 }),
      ],
      PARENT,
    );
    const open = eventCard('Open');
    expect(within(open).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(open).getByText('Helpers: 1 of 2')).toBeInTheDocument();
    expect(within(open).getByRole('list', { name: 'Helpers of Open' })).toHaveTextContent('Jun Park');

    const full = eventCard('Full');
    expect(within(full).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(full).getByText(CLASS_CONTENT_MESSAGES.eventFull)).toBeInTheDocument();

    const helping = eventCard('Helping');
    expect(within(helping).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(helping).getByRole('button', { name: 'Unregister' })).toBeInTheDocument();
    expect(within(helping).getByText('Ada Moss (you)')).toBeInTheDocument();

    const none = eventCard('No helpers');
    // Nothing to register for: the one button adds the event to the parent's calendar.
    expect(within(none).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add to calendar']);
    expect(within(none).getByText('No helpers needed.')).toBeInTheDocument();
    // Parents have no edit menu.
    expect(screen.queryByRole('button', { name: /Edit or delete/ })).not.toBeInTheDocument();
  });

  it('downloads an event as a .ics file named after it', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    routeFetch(fetchMock, {
      'GET /school/event-ics/4/': new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    });
    // jsdom makes no object addresses: these two stand in for the browser's, and are put back after.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:event');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderEvents([buildEvent({ id: 4, name: 'Trip: zoo / aquarium', date: '2031-05-14' })], PARENT);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.click(within(eventCard('Trip: zoo / aquarium')).getByRole('button', { name: 'Add to calendar: Trip: zoo / aquarium' }));
    await vi.waitFor(() => expect(clicked).toEqual(['Trip- zoo - aquarium.ics']));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(ics);
    click.mockRestore();
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  it('shows no controls on a finished event', async () => {
    renderEvents(
      [buildEvent({ name: 'Past trip', date: '2031-05-01', helpers_required: 3, helpers: [OTHER_PARENT] })],
      PARENT,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    const card = eventCard('Past trip');
    expect(within(card).getByText('Jun Park')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the teacher no edit menu on a finished event', async () => {
    renderEvents([buildEvent({ name: 'Past trip', date: '2031-05-01' })], TEACHER);
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(within(eventCard('Past trip')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('registers a parent as a helper, and shows why the server refuses', async () => {
    let answer = jsonResponse({ event: 61 }, 201);
    routeFetch(fetchMock, {
      'POST /school/helper-create/': () => answer,
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderEvents([buildEvent({ date: '2031-05-11' })], PARENT);
    const card = eventCard('Sports day');
    await userEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByText('Thank you for helping at Sports day!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/helper-create/')).toEqual([{ event: 61 }]);

    answer = jsonResponse({ event: [CLASS_CONTENT_MESSAGES.eventFull] }, 400);
    await userEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(CLASS_CONTENT_MESSAGES.eventFull);
  });

  it('unregisters a helping parent', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/helper-delete/61/': () => new Response(null, { status: 204 }),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderEvents([buildEvent({ date: '2031-05-11', helpers: [buildHelper(8, 'Ada', 'Moss')] })], PARENT);
    const card = eventCard('Sports day');
    await userEvent.click(within(card).getByRole('button', { name: 'Unregister' }));
    expect(await within(card).findByText('You are no longer helping at Sports day.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/helper-delete/61/')).toHaveLength(1);
  });

  it('shows the teacher the helpers, or that there are none, and no Register', () => {
    renderEvents(
      [
        buildEvent({ id: 1, name: 'Fair', date: '2031-05-11', helpers: [OTHER_PARENT] }),
        buildEvent({ id: 2, name: 'Picnic', date: '2031-05-12', helpers: [] }),
      ],
      TEACHER,
    );
    expect(within(eventCard('Fair')).getByRole('list', { name: 'Helpers of Fair' })).toHaveTextContent(
      'Jun Park',
    );
    expect(within(eventCard('Picnic')).getByText(CLASS_CONTENT_MESSAGES.noHelpers)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(
      within(eventCard('Fair')).getByRole('button', { name: 'Edit or delete Fair' }),
    ).toBeInTheDocument();
  });

  it('creates an event after checking the name, the description and a day after today', async () => {
    routeFetch(fetchMock, {
      'POST /school/event-create/': jsonResponse(buildEvent({ id: 62 }), 201),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderEvents([], TEACHER);
    await userEvent.click(screen.getByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await userEvent.type(within(form).getByLabelText('Date'), '2031-05-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(CLASS_CONTENT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(within(form).getByText(dateNeedsToBeAfter(formatDate('2031-05-10')))).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Name'), ' Sports day ');
    await userEvent.clear(within(form).getByLabelText('Date'));
    await userEvent.type(within(form).getByLabelText('Date'), '2031-05-11');
    await userEvent.type(within(form).getByLabelText('Description'), 'Races on the field.');
    await userEvent.clear(within(form).getByLabelText('Helpers required'));
    await userEvent.type(within(form).getByLabelText('Helpers required'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.eventCreated)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New event' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/event-create/')).toEqual([
      {
        name: 'Sports day',
        date: '2031-05-11',
        description: 'Races on the field.',
        helpers_required: 2,
        school_class: 12,
      },
    ]);
  });

  it('says when the event could not be created', async () => {
    routeFetch(fetchMock, {
      'POST /school/event-create/': jsonResponse({ detail: 'Something went wrong.' }, 500),
    });
    renderEvents([], TEACHER);
    await userEvent.click(screen.getByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Fair');
    await userEvent.type(within(form).getByLabelText('Date'), '2031-06-01');
    await userEvent.type(within(form).getByLabelText('Description'), 'Stalls');
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.eventCreateFailed)).toBeInTheDocument();
  });

  it('edits an event in edit mode and deletes one after confirmation', async () => {
    routeFetch(fetchMock, {
      'PUT /school/event-update/61/': jsonResponse(buildEvent({ name: 'Sports morning' })),
      'DELETE /school/event-delete/61/': () => new Response(null, { status: 204 }),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderEvents([buildEvent({ date: '2031-05-20', helpers_required: 3 })], TEACHER);
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Sports day' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit event: Sports day' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2031-05-20');
    expect(within(form).getByLabelText('Helpers required')).toHaveValue(3);
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Sports morning');
    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('The event has been updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/event-update/61/')).toEqual([
      { name: 'Sports morning', date: '2031-05-20', description: 'Races on the field.', helpers_required: 3 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Sports day' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this event?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'DELETE /school/event-delete/61/')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Sports day' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this event?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The event has been deleted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/event-delete/61/')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await applyLanguage('es');
    renderEvents(
      [
        buildEvent({
          id: 1,
          name: 'Sports day',
          date: '2031-05-12',
          helpers_required: 3,
          helpers: [OTHER_PARENT],
        }),
        buildEvent({
          id: 2,
          name: 'Picnic',
          date: '2031-05-13',
          helpers_required: 1,
          helpers: [OTHER_PARENT],
        }),
      ],
      PARENT,
    );
    expect(screen.getByRole('heading', { name: /^Eventos/ })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Eventos por día' }));
    expect(tabs.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
    const card = eventCard('Sports day');
    expect(within(card).getByText('Voluntarios: 1 de 3')).toBeInTheDocument();
    expect(within(card).getByText('2 plazas libres')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Inscribirse' })).toBeInTheDocument();
    expect(
      within(eventCard('Picnic')).getByText(translateMessage(CLASS_CONTENT_MESSAGES.eventFull)),
    ).toBeInTheDocument();
    expect(translateMessage(CLASS_CONTENT_MESSAGES.eventFull)).not.toBe(CLASS_CONTENT_MESSAGES.eventFull);
  });
});
