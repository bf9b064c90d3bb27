import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { notificationsQueryKey } from '../../../lib/notifications-query-key.ts';
import { buildParent, buildSchool, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { buildNewAccountHome, buildParentHome, buildTeacherHome } from '../home.factories.ts';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('tok3n');
  });

  it("shows a parent their class's news, unread messages, child and the event they help at, each leading where it lives", async () => {
    useAuthStore.getState().setAccount(buildParent({ first_name: 'Sam' }));
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildParentHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam' })).toBeInTheDocument();
    expect(screen.getByText('Here is what is new since your last visit.')).toBeInTheDocument();
    const story = screen.getByRole('link', { name: /Our trip to the farm/ });
    expect(story).toHaveAttribute('href', '/class/12?tab=stories#story-41');
    expect(within(story).getByText('New')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Planting beans/ })).queryByText('New'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Swimming on Friday/ })).toHaveAttribute(
      'href',
      '/class/12?tab=announcements',
    );
    expect(screen.getByText('1 new since your last visit')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: '2 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Olivia Bennett.*2\s*unread/ })).toHaveAttribute(
      'href',
      '/chatGroup/5',
    );

    expect(screen.getByRole('link', { name: /Leo Carter/ })).toHaveAttribute('href', '/studentProfile/21');
    expect(screen.getByText('2 stars')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My weekend.*9 \/ 10/ })).toHaveAttribute(
      'href',
      '/studentProfile/21',
    );
    const helping = screen.getByRole('heading', { name: 'You are helping' }).closest('div')?.parentElement;
    expect(within(helping as HTMLElement).getByRole('link', { name: /Book fair/ })).toHaveAttribute(
      'href',
      '/class/12?tab=events',
    );
  });

  it("shows a family their school's latest announcements, each leading to the school's page", async () => {
    useAuthStore.getState().setAccount(buildParent({ first_name: 'Sam' }));
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildParentHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });

    const section = (await screen.findByRole('heading', { name: /School announcements/ })).closest(
      'section, div',
    ) as HTMLElement;
    expect(section).toHaveTextContent('Maple Grove Primary');
    const post = screen.getByRole('link', { name: /Parents’ evening on 12 March/ });
    expect(post).toHaveAttribute('href', '/school/announcements?school=4');
    expect(within(post).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all school announcements' })).toHaveAttribute(
      'href',
      '/school/announcements?school=4',
    );
  });

  it('shows no school card when the school has said nothing', async () => {
    useAuthStore.getState().setAccount(buildParent({ first_name: 'Sam' }));
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildParentHome({ school_announcements: [] })) });
    renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /School announcements/ })).not.toBeInTheDocument();
  });

  it('gives a leader a way to write to the school even before the first announcement', async () => {
    useAuthStore
      .getState()
      .setAccount(
        buildTeacher({
          teacher: { id: 3, school: buildSchool({ id: 4 }), school_role: 'leader', school_classes: [] },
        }),
      );
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildTeacherHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('link', { name: 'Write to the school' })).toHaveAttribute(
      'href',
      '/school/announcements',
    );
    expect(screen.getByText('There are no school announcements yet.')).toBeInTheDocument();
  });

  it('fetches Home again when the bell learns of something', async () => {
    routeFetch(fetchMock, { 'GET /home/': () => jsonResponse(buildParentHome()) });
    const { queryClient } = renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: '2 unread messages' })).toBeInTheDocument();
    const homeCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/home/')).length;
    expect(homeCalls()).toBe(1);
    queryClient.setQueryData(notificationsQueryKey, []);
    await waitFor(() => expect(homeCalls()).toBe(2));
  });

  it('says so when nothing is new and no message waits', async () => {
    const quiet = buildParentHome({
      unread_messages: { count: 0, chats: [] },
      classes: [{ id: 12, name: 'Year 3 Robins', stories: [], announcements: [], events: [] }],
      school_announcements: [],
    });
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(quiet) });
    renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByText('Nothing new since your last visit.')).toBeInTheDocument();
    expect(screen.getByText('No unread messages.')).toBeInTheDocument();
    expect(screen.getByText('No events coming up.')).toBeInTheDocument();
  });

  it('shows a teacher the work to score, the events short of helpers and the families to link', async () => {
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildTeacherHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });

    expect(await screen.findByText('What needs you today at Maple Grove Primary.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'To score (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My weekend.*1 hand-in to score/ })).toHaveAttribute(
      'href',
      '/class/12?tab=assignments',
    );
    expect(screen.getByRole('link', { name: /Book fair.*Helpers: 1 of 3/ })).toHaveAttribute(
      'href',
      '/class/12?tab=events',
    );
    expect(screen.getByRole('heading', { name: 'Families to link (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya Patel' })).toHaveAttribute('href', '/studentProfile/23');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('K7P2QR9X');
    expect(screen.getByText('No unread messages.')).toBeInTheDocument();
  });

  it('shows a teacher with nothing waiting that all is done', async () => {
    const calm = buildTeacherHome({
      classes: [
        {
          id: 12,
          name: 'Year 3 Robins',
          to_score: [],
          events_short_of_helpers: [],
          unlinked_students: [],
          student_count: 2,
        },
      ],
    });
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(calm) });
    renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByText('All work handed in is scored.')).toBeInTheDocument();
    expect(screen.getByText('Every event has its helpers.')).toBeInTheDocument();
    expect(screen.getByText('Every family is linked.')).toBeInTheDocument();
  });

  it.each([
    [
      'a new account',
      buildNewAccountHome(),
      'Are you a teacher or a parent?',
      'Choose your account type',
      '/profile',
    ],
    [
      'a teacher without a school',
      buildTeacherHome({ first_step: 'join_school', school: null, classes: [] }),
      'Create or join your school',
      'Choose your school',
      '/profile?tab=school',
    ],
    [
      'a teacher without a class',
      buildTeacherHome({ first_step: 'create_class', classes: [] }),
      'Create your first class',
      'Create a class',
      '/profile?tab=classes',
    ],
    [
      'a parent without a child',
      buildParentHome({
        first_step: 'link_child',
        children: [],
        classes: [],
        next_helping: null,
        unread_messages: { count: 0, chats: [] },
      }),
      'Link your child',
      'Enter the invite code',
      '/profile?tab=children',
    ],
  ])('shows %s their first step', async (_who, home, title, action, href) => {
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(home) });
    renderWithProviders(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('greets a parent in Arabic, counting in Arabic plurals', async () => {
    await applyLanguage('ar');
    useAuthStore.getState().setAccount(buildParent({ first_name: 'Sam' }));
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildParentHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });

    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك، Sam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'رسالتان غير مقروءتين' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أبناؤك' })).toBeInTheDocument();
    expect(screen.getByText('نجمتان')).toBeInTheDocument();
  });

  it('shows a teacher what needs them in Spanish', async () => {
    await applyLanguage('es');
    routeFetch(fetchMock, { 'GET /home/': jsonResponse(buildTeacherHome()) });
    renderWithProviders(<HomePage />, { path: '/home' });

    expect(await screen.findByText('Lo que le necesita hoy en Maple Grove Primary.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por calificar (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My weekend.*1 entrega por calificar/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book fair.*Voluntarios: 1 de 3/ })).toBeInTheDocument();
  });
});
