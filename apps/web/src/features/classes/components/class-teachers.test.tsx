import { COTEACHER_MESSAGES } from '@homeroom/contract/coteachers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildClassPage, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ClassTeachers } from './class-teachers.tsx';

const ADA = { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null };
const NOAH = { id: 8, first_name: 'Noah', last_name: 'Reyes', profile_picture: null };
const coTaught = buildClassPage({ teachers: [{ user: ADA }, { user: NOAH }] });

describe('ClassTeachers', () => {
  const fetchMock = stubFetch();

  it('shows the owner every teacher; removing a co-teacher asks first', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/class-coteacher/12/8/': () => new Response(null, { status: 204 }),
      'GET /school/class/12/': jsonResponse(buildClassPage()),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderWithProviders(<ClassTeachers classPage={coTaught} userId={ADA.id} />);
    const list = screen.getByRole('list', { name: 'Teachers of the class' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ALAda Lovelace (you)Owner', 'NRNoah ReyesCo-teacherRemove']);
    expect(within(list).queryByRole('button', { name: /Ada/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Noah Reyes' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Noah Reyes?' });
    expect(within(dialog).getByText(COTEACHER_MESSAGES.removeConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Noah Reyes' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Noah Reyes?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Remove Noah Reyes' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/class-coteacher/12/8/')).toHaveLength(1);
  });

  it('lets the owner invite a colleague by e-mail, and shows why an address is refused', async () => {
    let isFirst = true;
    routeFetch(fetchMock, {
      'POST /school/class-coteacher-invite/12/': () => {
        const answer = isFirst
          ? jsonResponse({ email: [COTEACHER_MESSAGES.notAColleague] }, 400)
          : jsonResponse({ detail: COTEACHER_MESSAGES.invitationSent }, 201);
        isFirst = false;
        return answer;
      },
    });
    renderWithProviders(<ClassTeachers classPage={buildClassPage()} userId={ADA.id} />);
    expect(screen.getByText(/You teach this class alone/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invite a co-teacher' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Their e-mail address'), 'parent@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(COTEACHER_MESSAGES.notAColleague)).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Their e-mail address'));
    await userEvent.type(within(form).getByLabelText('Their e-mail address'), 'Noah.Reyes@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(COTEACHER_MESSAGES.invitationSent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/class-coteacher-invite/12/')).toEqual([
      { email: 'parent@example.org' },
      { email: 'noah.reyes@example.org' },
    ]);
  });

  it('lets a co-teacher leave after a confirmation, but not invite or remove anyone', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/class-coteacher/12/8/': () => new Response(null, { status: 204 }),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderWithProviders(<ClassTeachers classPage={coTaught} userId={NOAH.id} />);
    expect(screen.queryByRole('form', { name: 'Invite a co-teacher' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Leave this class' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this class?' });
    expect(within(dialog).getByText(COTEACHER_MESSAGES.leaveConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'DELETE /school/class-coteacher/12/8/')).toHaveLength(1),
    );
  });
});
