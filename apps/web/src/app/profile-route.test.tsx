import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { applyLanguage } from '../lib/i18n/i18n.ts';
import { buildParent, buildTeacher, jsonResponse } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { ProfileRoute } from './profile-route.tsx';

function tabNames() {
  return within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

describe('ProfileRoute', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().setToken('tok3n'));

  it('gives a teacher the School and Classes tabs', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
      'GET /school/school-list-create/': jsonResponse([]),
    });
    renderWithProviders(<ProfileRoute />, { path: '/profile?tab=school' });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['User Details', 'Change Password', 'Settings', 'School', 'Classes', 'Office hours', 'Calendar', 'Your data']);
    expect(screen.getByText(SCHOOL_MESSAGES.noSchoolYet)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Classes' }));
    expect(screen.getByText('You have no classes yet.')).toBeInTheDocument();
  });

  it('gives a parent the Children tab', async () => {
    routeFetch(fetchMock, { 'GET /dj-rest-auth/user/': jsonResponse(buildParent()) });
    renderWithProviders(<ProfileRoute />, { path: '/profile?tab=school' });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['User Details', 'Change Password', 'Settings', 'Children', 'Calendar', 'Your data']);
    // A teacher's tab in the address falls back to the first tab.
    expect(screen.getByRole('tab', { name: 'User Details' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Children' }));
    expect(screen.getByText(SCHOOL_MESSAGES.noChildren)).toBeInTheDocument();
  });

  it('names the School and Classes tabs in Spanish', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
      'GET /school/school-list-create/': jsonResponse([]),
    });
    await applyLanguage('es');
    renderWithProviders(<ProfileRoute />, { path: '/profile?tab=school' });
    await screen.findByRole('tablist');
    expect(screen.getByRole('tab', { name: 'Escuela' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Clases' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Su escuela' })).toBeInTheDocument();
  });
});
