import { COTEACHER_MESSAGES } from '@homeroom/contract/coteachers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { CoteacherInvitations } from './coteacher-invitations.tsx';

const INVITATION = {
  id: 5,
  school_class: { id: 12, name: 'Year 3 Robins' },
  invited_by: { user: { id: 7, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } },
  created_at: '2026-11-24T09:00:00.000Z',
};

describe('CoteacherInvitations', () => {
  const fetchMock = stubFetch();

  it('says when no invitation waits', async () => {
    routeFetch(fetchMock, { 'GET /school/coteacher-invitations/': jsonResponse([]) });
    renderWithProviders(<CoteacherInvitations />);
    expect(await screen.findByText(COTEACHER_MESSAGES.noInvitations)).toBeInTheDocument();
  });

  it('accepts an invitation, which then leaves the list', async () => {
    let invitations = [INVITATION];
    routeFetch(fetchMock, {
      'GET /school/coteacher-invitations/': () => jsonResponse(invitations),
      'POST /school/coteacher-invitation-accept/5/': () => {
        invitations = [];
        return jsonResponse({
          detail: COTEACHER_MESSAGES.invitationAccepted,
          school_class: INVITATION.school_class,
        });
      },
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderWithProviders(<CoteacherInvitations />);
    expect(await screen.findByText(/invites you to/)).toHaveTextContent(
      'Olivia Bennett invites you to co-teach Year 3 Robins',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the invitation to co-teach Year 3 Robins' }),
    );
    expect(
      await screen.findByText('You now teach this class. Year 3 Robins is in your classes.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(COTEACHER_MESSAGES.noInvitations)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/coteacher-invitation-accept/5/')).toHaveLength(1);
  });

  it('declines only after a confirmation', async () => {
    routeFetch(fetchMock, {
      'GET /school/coteacher-invitations/': jsonResponse([INVITATION]),
      'POST /school/coteacher-invitation-decline/5/': () => new Response(null, { status: 204 }),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderWithProviders(<CoteacherInvitations />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decline the invitation to co-teach Year 3 Robins' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline to co-teach Year 3 Robins?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'POST /school/coteacher-invitation-decline/5/')).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Decline the invitation to co-teach Year 3 Robins' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Decline to co-teach Year 3 Robins?' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /school/coteacher-invitation-decline/5/')).toHaveLength(1),
    );
  });
});
