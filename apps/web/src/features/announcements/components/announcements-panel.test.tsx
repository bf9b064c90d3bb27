import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildAnnouncement, buildClassPage, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';

const OLDER = buildAnnouncement({ id: 1, title: 'Term dates', date: '2031-04-01T08:00:00.000Z' });
const NEWER = buildAnnouncement({ id: 2, title: 'Trip on Friday', date: '2031-05-02T08:30:00.000Z' });

function renderAnnouncements(canManage: boolean, announcements = [OLDER, NEWER]) {
  return renderWithProviders(
    <AnnouncementsPanel classId={12} announcements={announcements} canManage={canManage} />,
  );
}

describe('AnnouncementsPanel', () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.useRealTimers());

  it('lists the newest first and gives a parent nothing to change', () => {
    renderAnnouncements(false);
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Trip on Friday', 'Term dates']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none', () => {
    renderAnnouncements(true, []);
    expect(screen.getByText('There are no announcements yet.')).toBeInTheDocument();
  });

  it('creates one after checking the title and content, and says so for 5 seconds', async () => {
    routeFetch(fetchMock, {
      'POST /school/announcement-create/': jsonResponse(buildAnnouncement({ id: 3 }), 201),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderAnnouncements(true);
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(CLASS_CONTENT_MESSAGES.contentRequired)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Title'), '  Library day ');
    await userEvent.type(within(form).getByLabelText('Content'), 'Bring your books back.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.announcementCreated)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/announcement-create/')).toEqual([
      { title: 'Library day', content: 'Bring your books back.', school_class: 12, needs_acknowledgement: false },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(CLASS_CONTENT_MESSAGES.announcementCreated)).not.toBeInTheDocument();
  });

  it('says when it could not be created', async () => {
    routeFetch(fetchMock, {
      'POST /school/announcement-create/': jsonResponse({ detail: 'Server error' }, 500),
    });
    renderAnnouncements(true);
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Library day');
    await userEvent.type(within(form).getByLabelText('Content'), 'Bring your books back.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.announcementCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New announcement' })).toBeInTheDocument();
  });

  it('edits one in edit mode with the lowercase messages', async () => {
    routeFetch(fetchMock, {
      'PUT /school/announcement-update/2/': jsonResponse(NEWER),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderAnnouncements(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Trip on Friday' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit announcement: Trip on Friday' });
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.clear(within(form).getByLabelText('Content'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save announcement' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequiredOnEdit)).toBeInTheDocument();
    expect(within(form).getByText(CLASS_CONTENT_MESSAGES.contentRequiredOnEdit)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Title'), 'Trip on Thursday');
    await userEvent.type(within(form).getByLabelText('Content'), 'A day earlier.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText('The announcement has been updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/announcement-update/2/')).toEqual([
      { title: 'Trip on Thursday', content: 'A day earlier.', needs_acknowledgement: false },
    ]);
  });

  it('deletes one only after confirmation', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/announcement-delete/1/': () => new Response(null, { status: 204 }),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderAnnouncements(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Term dates' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this announcement?' });
    expect(confirm).toHaveTextContent('“Term dates” will be removed');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The announcement has been deleted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/announcement-delete/1/')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await applyLanguage('es');
    renderAnnouncements(true, []);
    expect(screen.getByRole('heading', { name: /^Anuncios/ })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay anuncios.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo anuncio' }));
    expect(screen.getByRole('form', { name: 'Nuevo anuncio' })).toBeInTheDocument();
  });
});
