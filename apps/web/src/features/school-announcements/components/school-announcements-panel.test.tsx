import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import {
  SCHOOL_ANNOUNCEMENT_MESSAGES,
  type SchoolAnnouncementDto,
} from '@homeroom/contract/school-announcements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolAnnouncementsPanel } from './school-announcements-panel.tsx';

function buildSchoolAnnouncement(overrides: Partial<SchoolAnnouncementDto> = {}): SchoolAnnouncementDto {
  return {
    id: 1,
    title: 'Parents’ evening',
    content: 'From 4 pm in every classroom.',
    date: '2031-05-02T08:30:00.000Z',
    school: { id: 4, name: 'Maple Grove Primary' },
    ...overrides,
  };
}

const NEWER = buildSchoolAnnouncement({ id: 2, title: 'Snow day' });
const OLDER = buildSchoolAnnouncement({ id: 1, date: '2031-04-01T08:00:00.000Z' });

describe('SchoolAnnouncementsPanel', () => {
  const fetchMock = stubFetch();

  it('lists them as they come, newest first, and gives a family nothing to change', () => {
    renderWithProviders(
      <SchoolAnnouncementsPanel announcements={[NEWER, OLDER]} canManage={false} showSchool={false} />,
    );
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Snow day', 'Parents’ evening']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Maple Grove Primary')).not.toBeInTheDocument();
  });

  it('names the school of each when the family has several', () => {
    const other = buildSchoolAnnouncement({ id: 3, school: { id: 5, name: 'Oak Academy' } });
    renderWithProviders(
      <SchoolAnnouncementsPanel announcements={[other, OLDER]} canManage={false} showSchool />,
    );
    expect(screen.getByText('Oak Academy')).toBeInTheDocument();
    expect(screen.getByText('Maple Grove Primary')).toBeInTheDocument();
  });

  it('says when there are none', () => {
    renderWithProviders(<SchoolAnnouncementsPanel announcements={[]} canManage showSchool={false} />);
    expect(screen.getByText(SCHOOL_ANNOUNCEMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('lets a leader publish one after checking the title and content', async () => {
    routeFetch(fetchMock, {
      'POST /school/school-announcement-create/': jsonResponse(buildSchoolAnnouncement({ id: 9 }), 201),
      'GET /school/school-announcements/': () => jsonResponse([]),
    });
    renderWithProviders(<SchoolAnnouncementsPanel announcements={[]} canManage showSchool={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: SCHOOL_ANNOUNCEMENT_MESSAGES.composeTitle });
    expect(within(form).getByText(SCHOOL_ANNOUNCEMENT_MESSAGES.composeHint)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(CLASS_CONTENT_MESSAGES.contentRequired)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Title'), ' Snow day ');
    await userEvent.type(within(form).getByLabelText('Content'), 'Closed on Monday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(SCHOOL_ANNOUNCEMENT_MESSAGES.published)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/school-announcement-create/')).toEqual([
      { title: 'Snow day', content: 'Closed on Monday.' },
    ]);
  });

  it('shows the field messages the server answers', async () => {
    routeFetch(fetchMock, {
      'POST /school/school-announcement-create/': jsonResponse(
        { title: ['Ensure this field has no more than 200 characters.'] },
        400,
      ),
    });
    renderWithProviders(<SchoolAnnouncementsPanel announcements={[]} canManage showSchool={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: SCHOOL_ANNOUNCEMENT_MESSAGES.composeTitle });
    await userEvent.type(within(form).getByLabelText('Title'), 'Long');
    await userEvent.type(within(form).getByLabelText('Content'), 'Text');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(
      await within(form).findByText('Ensure this field has no more than 200 characters.'),
    ).toBeInTheDocument();
  });

  it('edits one with the lowercase messages, and deletes one only after confirmation', async () => {
    routeFetch(fetchMock, {
      'PUT /school/school-announcement-update/2/': jsonResponse({ ...NEWER, title: 'Snow day moved' }),
      'DELETE /school/school-announcement-delete/1/': () => new Response(null, { status: 204 }),
      'GET /school/school-announcements/': () => jsonResponse([NEWER]),
    });
    renderWithProviders(
      <SchoolAnnouncementsPanel announcements={[NEWER, OLDER]} canManage showSchool={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Snow day' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit announcement: Snow day' });
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.clear(within(form).getByLabelText('Content'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save announcement' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequiredOnEdit)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Title'), 'Snow day moved');
    await userEvent.type(within(form).getByLabelText('Content'), 'Tuesday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText(SCHOOL_ANNOUNCEMENT_MESSAGES.updated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/school-announcement-update/2/')).toEqual([
      { title: 'Snow day moved', content: 'Tuesday.' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Parents’ evening' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this school announcement?' });
    expect(confirm).toHaveTextContent(
      '“Parents’ evening” will be removed for every family and teacher of the school.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCHOOL_ANNOUNCEMENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/school-announcement-delete/1/')).toHaveLength(1);
  });
});
