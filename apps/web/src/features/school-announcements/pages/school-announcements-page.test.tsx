import type { SchoolAnnouncementDto } from '@homeroom/contract/school-announcements';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildParent, buildSchool, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolAnnouncementsPage } from './school-announcements-page.tsx';

const SCHOOL = buildSchool({ id: 4, name: 'Maple Grove Primary' });
const POST: SchoolAnnouncementDto = {
  id: 9,
  title: 'Snow day',
  content: 'Closed on Monday.',
  date: '2031-05-02T08:30:00.000Z',
  school: { id: 4, name: 'Maple Grove Primary' },
};
const LEADER = buildTeacher({
  teacher: { id: 3, school: SCHOOL, school_role: 'leader', school_classes: [] },
});
const PARENT = buildParent({
  parent: {
    id: 4,
    user: 7,
    children: [
      {
        id: 21,
        name: 'Leo Carter',
        image: null,
        parent: 4,
        school_class: {
          id: 12,
          name: 'Year 2 Robins',
          teacher: { user: { id: 3, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } },
          teachers: [{ user: { id: 3, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }],
          school: SCHOOL,
        },
      },
    ],
  },
});

describe('SchoolAnnouncementsPage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('tok3n');
  });

  it("gives a leader the composer and the menu of each of their school's announcements", async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(LEADER),
      'GET /school/school-announcements/': jsonResponse([POST]),
    });
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements' });
    expect(await screen.findByRole('heading', { name: 'Snow day' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New announcement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit or delete Snow day' })).toBeInTheDocument();
    expect(screen.getByText('Maple Grove Primary')).toBeInTheDocument();
  });

  it('lets a parent arriving from the notification read the school named in the address, and nothing more', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(PARENT),
      'GET /school/school-announcements/?school=4': jsonResponse([POST]),
    });
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements?school=4' });
    expect(await screen.findByRole('heading', { name: 'Snow day' })).toBeInTheDocument();
    expect(screen.getByText('Closed on Monday.')).toBeInTheDocument();
    expect(await screen.findByText('Maple Grove Primary')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'GET /school/school-announcements/?school=4')).toHaveLength(1);
  });

  it('tells someone of another school that it is not theirs', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(PARENT),
      'GET /school/school-announcements/?school=5': jsonResponse(
        { detail: 'Only the families and staff of this school can read its announcements.' },
        403,
      ),
    });
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements?school=5' });
    expect(await screen.findByRole('heading', { name: 'This is not your school' })).toBeInTheDocument();
  });

  it('says so to someone who belongs to no school yet', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
      'GET /school/school-announcements/': jsonResponse([]),
    });
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements' });
    expect(await screen.findByText('You are not part of a school yet.')).toBeInTheDocument();
  });

  it('gives a leader the page in Spanish', async () => {
    await applyLanguage('es');
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(LEADER),
      'GET /school/school-announcements/': jsonResponse([POST]),
    });
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Anuncios/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nuevo anuncio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
  });

  it('says in Arabic that a school does not exist', async () => {
    await applyLanguage('ar');
    renderWithProviders(<SchoolAnnouncementsPage />, { path: '/school/announcements?school=abc' });
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على المدرسة' })).toBeInTheDocument();
    expect(screen.getByText('هذه المدرسة غير موجودة.')).toBeInTheDocument();
  });
});
