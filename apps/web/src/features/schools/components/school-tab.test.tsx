import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolTab } from './school-tab.tsx';

const OAKWOOD = buildSchool();
const RIVERSIDE = buildSchool({ id: 5, name: 'Riverside School', city: 'Lyon', country: 'France' });

function renderTab(school = OAKWOOD as typeof OAKWOOD | null) {
  const { teacher } = buildTeacher();
  return renderWithProviders(<SchoolTab teacher={{ ...teacher!, school }} />);
}

describe('SchoolTab', () => {
  const fetchMock = stubFetch();

  it('shows the current school, or says there is none yet', async () => {
    routeFetch(fetchMock, { 'GET /school/school-list-create/': jsonResponse([OAKWOOD]) });
    const { unmount } = renderTab();
    expect(screen.getByText('Oakwood Primary')).toBeInTheDocument();
    expect(screen.getByText('Leeds, United Kingdom')).toBeInTheDocument();
    unmount();

    renderTab(null);
    expect(screen.getByText(SCHOOL_MESSAGES.noSchoolYet)).toBeInTheDocument();
  });

  it('shows where the teacher stands: waiting, approved, or leader with a link to the School page', async () => {
    routeFetch(fetchMock, { 'GET /school/school-list-create/': jsonResponse([OAKWOOD]) });
    const { teacher } = buildTeacher();
    const waiting = renderWithProviders(
      <SchoolTab teacher={{ ...teacher!, school: OAKWOOD, school_role: 'pending' }} />,
    );
    expect(screen.getByText('Waiting for approval by a leader of Oakwood Primary')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'School page' })).not.toBeInTheDocument();
    waiting.unmount();

    const approved = renderWithProviders(
      <SchoolTab teacher={{ ...teacher!, school: OAKWOOD, school_role: 'teacher' }} />,
    );
    expect(screen.getByText('Approved teacher at Oakwood Primary')).toBeInTheDocument();
    approved.unmount();

    renderWithProviders(<SchoolTab teacher={{ ...teacher!, school: OAKWOOD, school_role: 'leader' }} />);
    expect(screen.getByText('Leader of Oakwood Primary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'School page' })).toHaveAttribute('href', '/school');
  });

  it('sends the change only once a school is selected', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-list-create/': jsonResponse([OAKWOOD, RIVERSIDE]),
      'PUT /school/teacher-school-update/': jsonResponse({ school: RIVERSIDE }),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderTab(null);
    const select = await screen.findByLabelText('School');
    await userEvent.click(screen.getByRole('button', { name: 'Save school' }));

    expect(await screen.findByText(SCHOOL_MESSAGES.schoolRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/teacher-school-update/')).toEqual([]);

    await userEvent.selectOptions(select, 'Riverside School (Lyon, France)');
    await userEvent.click(screen.getByRole('button', { name: 'Save school' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.schoolUpdated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/teacher-school-update/')).toEqual([{ school: 5 }]);
  });

  it('says when the school could not be changed', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-list-create/': jsonResponse([OAKWOOD, RIVERSIDE]),
      'PUT /school/teacher-school-update/': jsonResponse({ detail: 'Only teachers can do this.' }, 403),
    });
    renderTab();
    await userEvent.selectOptions(await screen.findByLabelText('School'), 'Riverside School (Lyon, France)');
    await userEvent.click(screen.getByRole('button', { name: 'Save school' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.schoolUpdateFailed)).toBeInTheDocument();
  });

  it('checks the new school, adds it and chooses it, ready to save', async () => {
    const added = buildSchool({ id: 9, name: 'Hilltop Academy', city: 'Porto', country: 'Portugal' });
    const schools = [OAKWOOD];
    routeFetch(fetchMock, {
      'GET /school/school-list-create/': () => jsonResponse(schools),
      'POST /school/school-list-create/': () => {
        schools.push(added);
        return jsonResponse(added, 201);
      },
    });
    renderTab(null);
    await screen.findByLabelText('School');
    await userEvent.click(screen.getByRole('button', { name: 'Add school' }));
    for (const message of ['Name is required', 'City is required', 'Country is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sentBodies(fetchMock, 'POST /school/school-list-create/')).toEqual([]);

    await userEvent.type(screen.getByLabelText('School name'), '  Hilltop Academy ');
    await userEvent.type(screen.getByLabelText('City'), 'Porto');
    await userEvent.type(screen.getByLabelText('Country'), 'Portugal');
    await userEvent.click(screen.getByRole('button', { name: 'Add school' }));

    expect(await screen.findByText(SCHOOL_MESSAGES.schoolAdded)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/school-list-create/')).toEqual([
      { name: 'Hilltop Academy', city: 'Porto', country: 'Portugal' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('School')).toHaveValue('9'));
    expect(screen.getByLabelText('School name')).toHaveValue('');
  });

  it('says when the school could not be added', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-list-create/': jsonResponse([]),
      'POST /school/school-list-create/': jsonResponse({ detail: 'Only teachers can do this.' }, 403),
    });
    renderTab(null);
    await userEvent.type(screen.getByLabelText('School name'), 'Hilltop Academy');
    await userEvent.type(screen.getByLabelText('City'), 'Porto');
    await userEvent.type(screen.getByLabelText('Country'), 'Portugal');
    await userEvent.click(screen.getByRole('button', { name: 'Add school' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.schoolAddFailed)).toBeInTheDocument();
  });
});
