import type { SchoolRosterDto, SchoolStaffDto } from '@homeroom/contract/school-staff';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildSchool, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolPage } from './school-page.tsx';

const STAFF: SchoolStaffDto = {
  school: buildSchool(),
  waiting: [],
  staff: [
    {
      user: { id: 7, first_name: 'Ada', last_name: 'Reed', profile_picture: null },
      email: 'ada@example.org',
      school_role: 'leader',
      school_classes: [],
    },
  ],
};

const ROSTER: SchoolRosterDto = { school: buildSchool(), classes: [] };

describe('SchoolPage in other languages', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().setAccount(buildTeacher()));

  it('shows the School page in Spanish', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse(STAFF),
      'GET /school/school-roster/': jsonResponse(ROSTER),
    });
    await applyLanguage('es');
    renderWithProviders(<SchoolPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pendientes de aprobación (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avisos de la escuela' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Clases y alumnos' })).toBeInTheDocument();
    expect(screen.getByText('0 clases, 0 alumnos')).toBeInTheDocument();
  });

  it('shows the School page in Arabic', async () => {
    routeFetch(fetchMock, {
      'GET /school/school-staff/': jsonResponse(STAFF),
      'GET /school/school-roster/': jsonResponse(ROSTER),
    });
    await applyLanguage('ar');
    renderWithProviders(<SchoolPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'الكادر (1)' })).toBeInTheDocument();
    expect(await screen.findByText('لا صفوف، لا طلاب')).toBeInTheDocument();
  });
});
