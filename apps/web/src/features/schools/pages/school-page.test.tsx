import {
  SCHOOL_STAFF_MESSAGES,
  type SchoolRosterDto,
  type SchoolStaffDto,
  type StaffMemberDto,
} from '@homeroom/contract/school-staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildSchool, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolPage } from './school-page.tsx';

function buildMember(
  id: number,
  firstName: string,
  role: StaffMemberDto['school_role'],
  classes: StaffMemberDto['school_classes'] = [],
): StaffMemberDto {
  return {
    user: { id, first_name: firstName, last_name: 'Reed', profile_picture: null },
    email: `${firstName.toLowerCase()}@example.org`,
    school_role: role,
    school_classes: classes,
  };
}

const STAFF: SchoolStaffDto = {
  school: buildSchool(),
  waiting: [buildMember(20, 'Pat', 'pending')],
  staff: [
    buildMember(7, 'Ada', 'leader'),
    buildMember(21, 'Tom', 'teacher', [{ id: 12, name: 'Year 3 Robins' }]),
  ],
};

const ROSTER: SchoolRosterDto = {
  school: buildSchool(),
  classes: [
    {
      id: 12,
      name: 'Year 3 Robins',
      teacher: { user: { id: 21, first_name: 'Tom', last_name: 'Reed', profile_picture: null } },
      students: [
        {
          id: 31,
          name: 'Mia Okafor',
          guardians: [{ user: { id: 8, first_name: 'Jun', last_name: 'Park', profile_picture: null } }],
        },
        { id: 32, name: 'Leo Brant', guardians: [] },
      ],
    },
  ],
};

describe('SchoolPage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().setAccount(buildTeacher()));

  it('shows the waiting teachers, the staff with their classes, the roster and the links to the school tools', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse(STAFF),
      'GET /school/school-roster/': jsonResponse(ROSTER),
    });
    renderWithProviders(<SchoolPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oakwood Primary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'School announcements' })).toHaveAttribute(
      'href',
      '/school/announcements',
    );
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/school/reports');
    expect(screen.getByRole('button', { name: 'Approve Pat Reed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make leader Tom Reed' })).toBeInTheDocument();
    // The only leader can neither step down nor be removed.
    expect(screen.queryByRole('button', { name: 'Step down' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Reed' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Classes of Tom Reed' })).getByRole('link', {
        name: 'Year 3 Robins',
      }),
    ).toHaveAttribute('href', '/class/12');

    const table = await screen.findByRole('table', { name: 'Students of Year 3 Robins and their guardians' });
    expect(within(table).getByRole('row', { name: 'Mia Okafor Jun Park' })).toBeInTheDocument();
    expect(within(table).getByText('No guardian linked yet')).toBeInTheDocument();
  });

  it('asks before approving, sends the approval and reloads the lists', async () => {
    let approved = false;
    routeFetch(fetchMock, {
      'GET /school/school-staff/': () =>
        jsonResponse(
          approved
            ? {
                ...STAFF,
                waiting: [],
                staff: [...STAFF.staff, { ...STAFF.waiting[0]!, school_role: 'teacher' }],
              }
            : STAFF,
        ),
      'GET /school/school-roster/': jsonResponse(ROSTER),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
      'POST /school/school-teacher-approve/20/': () => {
        approved = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<SchoolPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Pat Reed' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this teacher?' });
    expect(within(dialog).getByText(SCHOOL_STAFF_MESSAGES.approveConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(`Pat Reed: ${SCHOOL_STAFF_MESSAGES.approved}`)).toBeInTheDocument();
    expect(await screen.findByText(SCHOOL_STAFF_MESSAGES.noWaitingTeachers)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/school-teacher-approve/20/')),
    ).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when a change is refused', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse({
        ...STAFF,
        staff: [
          STAFF.staff[0]!,
          { ...STAFF.staff[0]!, user: { ...STAFF.staff[0]!.user, id: 22, first_name: 'Kim' } },
        ],
      }),
      'GET /school/school-roster/': jsonResponse(ROSTER),
      'POST /school/school-leader-step-down/': jsonResponse(
        { non_field_errors: [SCHOOL_STAFF_MESSAGES.lastLeader] },
        400,
      ),
    });
    renderWithProviders(<SchoolPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Step down' }));
    const dialog = screen.getByRole('dialog', { name: 'Step down as leader?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    expect(await within(dialog).findByText(SCHOOL_STAFF_MESSAGES.lastLeader)).toBeInTheDocument();
  });

  it('says so when nobody waits and the school has no class yet', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse({ ...STAFF, waiting: [], staff: [STAFF.staff[0]] }),
      'GET /school/school-roster/': jsonResponse({ ...ROSTER, classes: [] }),
    });
    renderWithProviders(<SchoolPage />);
    expect(await screen.findByText(SCHOOL_STAFF_MESSAGES.noWaitingTeachers)).toBeInTheDocument();
    expect(await screen.findByText(SCHOOL_STAFF_MESSAGES.noClasses)).toBeInTheDocument();
  });

  it('tells a teacher who does not lead the school that the page is for leaders', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse({ detail: 'Only a leader of this school can do this.' }, 403),
    });
    renderWithProviders(<SchoolPage />);
    expect(await screen.findByRole('heading', { name: 'For school leaders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your school' })).toHaveAttribute('href', '/profile?tab=school');
  });
});
