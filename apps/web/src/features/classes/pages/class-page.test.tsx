import { localDay } from '@homeroom/contract/events';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import {
  buildClassPage,
  buildClassStudent,
  buildEvent,
  buildHelper,
  buildParent,
  buildStory,
  buildStoryComment,
  buildTeacher,
  jsonResponse,
} from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ClassPage } from './class-page.tsx';

function renderClassPage(path = '/class/12') {
  return renderWithProviders(
    <Routes>
      <Route path="/class/:id" element={<ClassPage />} />
    </Routes>,
    { path },
  );
}

function tabNames() {
  return within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

describe('ClassPage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().logout());

  it("shows the class's teacher all nine tabs, Stories first", async () => {
    useAuthStore.getState().setAccount(buildTeacher());
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(buildClassPage({ students: [buildClassStudent()] })),
    });
    renderClassPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the class…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Oakwood Primary')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Classroom', 'Stories', 'Announcements', 'Events', 'Assignments', 'Forms', 'Sign-ups', 'Absences', 'Conferences']);
    expect(screen.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('There are no stories yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Classroom' }));
    expect(await screen.findByRole('button', { name: 'Mia Okafor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Assignments' }));
    expect(await screen.findByText('There are no assignments set.')).toBeInTheDocument();
  });

  it("gives a co-teacher the teacher's tabs, and names every teacher of the class", async () => {
    useAuthStore
      .getState()
      .setAccount(buildTeacher({ id: 9, pk: 9, first_name: 'Noah', last_name: 'Reyes' }));
    const ada = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
    const noah = { id: 9, first_name: 'Noah', last_name: 'Reyes', profile_picture: null };
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(buildClassPage({ teachers: [{ user: ada }, { user: noah }] })),
    });
    renderClassPage();
    expect(await screen.findByText('Ada Lovelace, Noah Reyes')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Classroom', 'Stories', 'Announcements', 'Events', 'Assignments', 'Forms', 'Sign-ups', 'Absences', 'Conferences']);
    await userEvent.click(screen.getByRole('tab', { name: 'Classroom' }));
    expect(await screen.findByRole('button', { name: 'Leave this class' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a co-teacher' })).not.toBeInTheDocument();
  });

  it('shows a parent Stories, Announcements, Events, Forms, Sign-ups, Absences and Conferences only', async () => {
    useAuthStore.getState().setAccount(buildParent({ id: 8, pk: 8 }));
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(
        buildClassPage({
          announcements: [
            {
              id: 1,
              title: 'Trip on Friday',
              content: 'Bring a packed lunch.',
              date: '2031-05-02',
              school_class: 12,
              needs_acknowledgement: false,
            },
          ],
        }),
      ),
    });
    renderClassPage('/class/12?tab=classroom');
    await screen.findByRole('heading', { level: 1, name: 'Year 3 Robins' });
    expect(tabNames()).toEqual(['Stories', 'Announcements', 'Events', 'Forms', 'Sign-ups', 'Absences', 'Conferences']);
    expect(screen.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByRole('heading', { name: 'Trip on Friday' })).toBeInTheDocument();
    expect(screen.getByText('Bring a packed lunch.')).toBeInTheDocument();
  });

  it("gives a parent Register on the class's events and the teacher the edit menu", async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const event = buildEvent({ date: localDay(tomorrow), helpers: [buildHelper(8, 'Jun', 'Park')] });
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(
        buildClassPage({ events: [event, { ...event, id: 62, name: 'Fair', helpers: [] }] }),
      ),
    });
    useAuthStore.getState().setAccount(buildParent({ id: 8, pk: 8 }));
    const parentView = renderClassPage('/class/12?tab=events');
    const helping = await screen.findByRole('article', { name: 'Sports day' });
    expect(within(helping).getByText('Jun Park (you)')).toBeInTheDocument();
    expect(within(helping).getByRole('button', { name: 'Unregister' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Fair' })).getByRole('button', { name: 'Register' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
    parentView.unmount();

    useAuthStore.getState().setAccount(buildTeacher());
    renderClassPage('/class/12?tab=events');
    const fair = await screen.findByRole('article', { name: 'Fair' });
    expect(within(fair).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(fair).getByRole('button', { name: 'Edit or delete Fair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });

  it('shows a leader of the school every tab read only: families listed, no comment, no help, no create', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    useAuthStore.getState().setAccount(buildTeacher({ id: 9, pk: 9 }));
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(
        buildClassPage({
          students: [
            buildClassStudent({
              invite_code: null,
              guardians: [{ user: { id: 8, first_name: 'Jun', last_name: 'Park', profile_picture: null } }],
            }),
          ],
          stories: [buildStory()],
          events: [buildEvent({ date: localDay(tomorrow), helpers: [] })],
        }),
      ),
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([buildStoryComment()]),
      'PUT /school/class-notifications-read/12/': jsonResponse({ read: [] }),
    });
    renderClassPage();
    await screen.findByRole('heading', { level: 1, name: 'Year 3 Robins' });
    expect(screen.getByText(/You see this class read only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your school' })).toHaveAttribute('href', '/school');
    expect(tabNames()).toEqual(['Classroom', 'Stories', 'Announcements', 'Events', 'Assignments', 'Forms', 'Sign-ups', 'Absences', 'Conferences']);
    expect(await screen.findByText('Lovely pictures!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New story' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Classroom' }));
    expect(await screen.findByText('Guardians: Jun Park')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('article', { name: 'Sports day' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Assignments' }));
    expect(await screen.findByText('There are no assignments set.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Assignment' })).not.toBeInTheDocument();
  });

  it('explains a class the user does not belong to', async () => {
    useAuthStore.getState().setAccount(buildParent({ id: 8, pk: 8 }));
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(
        { detail: 'You do not have permission to perform this action.' },
        403,
      ),
    });
    renderClassPage();
    expect(
      await screen.findByRole('heading', { name: 'This is not one of your classes' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SCHOOL_MESSAGES.classForbidden)).toBeInTheDocument();
  });

  it('says an unknown class is not found', async () => {
    routeFetch(fetchMock, { 'GET /school/class/99/': jsonResponse({ detail: 'Not found.' }, 404) });
    renderClassPage('/class/99');
    expect(await screen.findByRole('heading', { name: 'Class not found' })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left: the tabs, the way back and the teachers', async () => {
    await applyLanguage('ar');
    useAuthStore.getState().setAccount(buildTeacher());
    routeFetch(fetchMock, {
      'GET /school/class/12/': jsonResponse(buildClassPage({ students: [buildClassStudent()] })),
    });
    renderClassPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(tabNames()).toEqual(['غرفة الصف', 'القصص', 'الإعلانات', 'الفعاليات', 'الواجبات', 'الاستمارات', 'التسجيلات', 'الغياب', 'اللقاءات']);
    expect(screen.getByRole('link', { name: 'صفوفك' })).toHaveAttribute('href', '/profile?tab=classes');
    await userEvent.click(screen.getByRole('tab', { name: 'غرفة الصف' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'المعلمون' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنهاء العام الدراسي' })).toBeInTheDocument();
  });
});
