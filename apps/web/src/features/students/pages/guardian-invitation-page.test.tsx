import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import {
  pendingGuardianInvitation,
  forgetGuardianInvitation,
} from '../../../lib/pending-guardian-invitation.ts';
import { buildParent, buildUser, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { GuardianInvitationPage } from './guardian-invitation-page.tsx';

function renderInvitation() {
  return renderWithProviders(
    <Routes>
      <Route path="/guardian-invitation/:token" element={<GuardianInvitationPage />} />
      <Route path="/studentProfile/:id" element={<p>Portfolio page</p>} />
    </Routes>,
    { path: '/guardian-invitation/s3cret' },
  );
}

describe('GuardianInvitationPage', () => {
  const fetchMock = stubFetch();
  afterEach(() => {
    useAuthStore.getState().logout();
    forgetGuardianInvitation();
  });

  it('keeps the invitation for after login or registration', async () => {
    renderInvitation();
    expect(
      await screen.findByRole('heading', { name: 'You are invited to follow a child' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(pendingGuardianInvitation()).toBe('s3cret');
  });

  it('makes a new account a parent, accepts, and opens the child', async () => {
    useAuthStore.getState().setToken('tok3n');
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildUser({ id: 7 })),
      'POST /school/parent-create/': jsonResponse({ id: 4 }, 201),
      'PUT /school/guardian-invitation-accept/': jsonResponse({ student: { id: 31, name: 'Mia' } }),
    });
    renderInvitation();
    expect(await screen.findByText('Portfolio page')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/parent-create/')).toEqual([{ user: 7 }]);
    expect(sentBodies(fetchMock, 'PUT /school/guardian-invitation-accept/')).toEqual([{ token: 's3cret' }]);
  });

  it('shows why an invitation is refused', async () => {
    useAuthStore.getState().setToken('tok3n');
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
      'PUT /school/guardian-invitation-accept/': jsonResponse(
        { token: [SCHOOL_MESSAGES.guardianInvitationExpired] },
        400,
      ),
    });
    renderInvitation();
    expect(await screen.findByText(SCHOOL_MESSAGES.guardianInvitationExpired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/parent-create/')).toHaveLength(0);
  });
});
