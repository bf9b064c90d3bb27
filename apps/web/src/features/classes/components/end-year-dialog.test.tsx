import { SCHOOL_YEAR_MESSAGES } from '@homeroom/contract/school-years';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import {
  buildClassPage,
  buildClassStudent,
  buildParent,
  buildTeacher,
  jsonResponse,
} from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ClassPage } from '../pages/class-page.tsx';

const teacher = buildTeacher({
  teacher: {
    id: 3,
    school: null,
    school_role: null,
    school_classes: [
      { id: 12, name: 'Year 3 Robins', archived_at: null },
      { id: 13, name: 'Year 4 Robins', archived_at: null },
      { id: 9, name: 'Year 2 Robins', archived_at: '2026-07-10T12:00:00.000Z' },
    ],
  },
});
const students = [
  buildClassStudent({ id: 31, name: 'Mia Okafor' }),
  buildClassStudent({ id: 32, name: 'Noah Berg' }),
];
const ended = {
  school_class: { id: 12, name: 'Year 3 Robins', archived_at: '2026-07-11T12:00:00.000Z' },
  moved: 1,
  left_behind: 1,
  detail: SCHOOL_YEAR_MESSAGES.yearEnded,
};

function renderClassPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/class/:id" element={<ClassPage />} />
    </Routes>,
    { path: '/class/12' },
  );
}

describe('End the year', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('tok3n');
    useAuthStore.getState().setAccount(teacher);
  });

  it('moves each student to the class chosen, or leaves them in the archive, after a confirmation', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(teacher),
      'GET /school/class/12/': jsonResponse(buildClassPage({ students })),
      'POST /school/class-year-end/12/': jsonResponse(ended),
    });
    renderClassPage();
    await userEvent.click(await screen.findByRole('button', { name: 'End the year' }));
    const dialog = screen.getByRole('dialog', { name: 'End the year of Year 3 Robins' });
    // Only classes of the new year are offered: not this one, not an archived one.
    const target = within(dialog).getByLabelText('Class of the new year');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Year 4 Robins', 'A new class…']);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose for each student' }));
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Noah Berg'),
      'Stays in the archive (leaves the school)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Noah Berg stays in the archive.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/class-year-end/12/')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'End the year' }));
    expect(
      await screen.findByText(/The year has ended. 1 student moved on, 1 stayed in the archive./),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/class-year-end/12/')).toEqual([
      { moves: [{ student: 31, school_class: 13 }] },
    ]);
    expect(screen.getByRole('link', { name: 'Open Year 4 Robins' })).toHaveAttribute('href', '/class/13');
  });

  it('creates the new class first when asked, and needs its name', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(teacher),
      'GET /school/class/12/': jsonResponse(buildClassPage({ students })),
      'POST /school/class-create/': jsonResponse({ id: 14, name: 'Year 4 Owls' }, 201),
      'POST /school/class-year-end/12/': jsonResponse({ ...ended, moved: 2, left_behind: 0 }),
    });
    renderClassPage();
    await userEvent.click(await screen.findByRole('button', { name: 'End the year' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Class of the new year'), 'A new class…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Name the class of the new year.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name of the new class'), 'Year 4 Owls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(
        'All 2 students move to Year 4 Owls. They keep their portfolios, stickers and guardians.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the year' }));
    expect(await screen.findByRole('link', { name: 'Open Year 4 Owls' })).toHaveAttribute(
      'href',
      '/class/14',
    );
    expect(sentBodies(fetchMock, 'POST /school/class-create/')).toEqual([{ name: 'Year 4 Owls' }]);
    expect(sentBodies(fetchMock, 'POST /school/class-year-end/12/')).toEqual([{ school_class: 14 }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(teacher),
      'GET /school/class/12/': jsonResponse(buildClassPage({ students })),
      'POST /school/class-year-end/12/': jsonResponse(
        { school_class: [SCHOOL_YEAR_MESSAGES.targetArchived] },
        400,
      ),
    });
    renderClassPage();
    await userEvent.click(await screen.findByRole('button', { name: 'End the year' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the year' }));
    expect(await within(dialog).findByText(SCHOOL_YEAR_MESSAGES.targetArchived)).toBeInTheDocument();
  });

  it('shows an archived class read only, with its banner, to its teacher and its families', async () => {
    const archived = buildClassPage({ students, archived_at: '2026-07-11T12:00:00.000Z' });
    for (const account of [teacher, buildParent()]) {
      useAuthStore.getState().setAccount(account);
      routeFetch(fetchMock, {
        'GET /dj-rest-auth/user/': jsonResponse(account),
        'GET /school/class/12/': jsonResponse(archived),
      });
      const { unmount } = renderClassPage();
      expect(await screen.findByRole('region', { name: 'Archived class' })).toHaveTextContent(
        /Archived\. This class's school year ended on/,
      );
      expect(screen.queryByRole('button', { name: 'End the year' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New story' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
