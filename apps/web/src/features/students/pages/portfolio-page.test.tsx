import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildParent, buildPortfolio, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { PortfolioPage } from './portfolio-page.tsx';

function renderPortfolio() {
  return renderWithProviders(
    <Routes>
      <Route path="/studentProfile/:id" element={<PortfolioPage />} />
    </Routes>,
    { path: '/studentProfile/31' },
  );
}

function stickerTile(label: string) {
  return within(screen.getByRole('list', { name: 'Sticker counts' }))
    .getByText(label)
    .closest('li');
}

describe('PortfolioPage', () => {
  const fetchMock = stubFetch();

  it('groups the stickers and work of earlier years under each class', async () => {
    routeFetch(fetchMock, {
      'GET /school/student-portfolio-list/31/': jsonResponse(
        buildPortfolio({
          stickers: [
            { id: 1, student: 31, type: 1 },
            { id: 2, student: 31, type: 2 },
          ],
          class_years: [
            {
              school_class: { id: 12, name: 'Year 3 Robins', archived_at: null },
              stickers: [{ id: 2, student: 31, type: 2 }],
              portfolio: [],
            },
            {
              school_class: { id: 9, name: 'Year 2 Robins', archived_at: '2026-07-10T12:00:00.000Z' },
              stickers: [{ id: 1, student: 31, type: 1 }],
              portfolio: [],
            },
          ],
        }),
      ),
    });
    renderPortfolio();
    expect(await screen.findByRole('heading', { name: 'Stickers this year' })).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Earlier years' });
    expect(within(earlier).getByRole('link', { name: 'Year 2 Robins' })).toHaveAttribute('href', '/class/9');
    expect(within(earlier).getByText(/Year ended/)).toBeInTheDocument();
  });

  it('shows the class, teacher, school, invite code and sticker counts', async () => {
    routeFetch(fetchMock, {
      'GET /school/student-portfolio-list/31/': jsonResponse(
        buildPortfolio({
          stickers: [
            { id: 1, student: 31, type: 1 },
            { id: 2, student: 31, type: 3 },
            { id: 3, student: 31, type: 1 },
          ],
        }),
      ),
    });
    renderPortfolio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Year 3 Robins' })).toHaveAttribute('href', '/class/12');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Oakwood Primary')).toBeInTheDocument();
    expect(screen.getByText('Leeds, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('The parent has not made an account yet.')).toBeInTheDocument();
    expect(screen.getByText('K7PX2MQR')).toBeInTheDocument();
    expect(stickerTile('Star')).toHaveTextContent('2');
    expect(stickerTile('Dinosaur')).toHaveTextContent('0');
    expect(stickerTile('Cat')).toHaveTextContent('1');
    expect(screen.getByText('Mia Okafor has no assignments yet.')).toBeInTheDocument();
  });

  it('speaks Spanish: the sections of the portfolio and its empty assignments', async () => {
    routeFetch(fetchMock, { 'GET /school/student-portfolio-list/31/': jsonResponse(buildPortfolio()) });
    await applyLanguage('es');
    renderPortfolio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Información' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tareas' })).toBeInTheDocument();
    expect(screen.getByText('El padre o la madre todavía no ha creado una cuenta.')).toBeInTheDocument();
    expect(screen.getByText('Mia Okafor todavía no tiene tareas.')).toBeInTheDocument();
  });

  it("shows the parent's name once a parent has linked the child", async () => {
    routeFetch(fetchMock, {
      'GET /school/student-portfolio-list/31/': jsonResponse(
        buildPortfolio({
          parent: { user: { id: 8, first_name: 'Tomas', last_name: 'Novak', profile_picture: null } },
          guardians: [{ user: { id: 8, first_name: 'Tomas', last_name: 'Novak', profile_picture: null } }],
          invite_code: null,
          school_class: { ...buildPortfolio().school_class, school: null },
        }),
      ),
    });
    renderPortfolio();
    expect(await screen.findByText('Tomas Novak')).toBeInTheDocument();
    expect(screen.queryByText('The parent has not made an account yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('School')).not.toBeInTheDocument();
  });

  it('lists the assignments with score over maximum, the feedback and the work by format', async () => {
    const assignment = {
      id: 5,
      title: 'My holiday',
      description: 'Write about your holiday.',
      maximum_score: 10,
      response_format: 'Text' as const,
      code: 'HOLIDAY23456',
      school_class: 12,
    };
    const response = { id: 1, text: null, image: null, video: null, assignee: 70 };
    routeFetch(fetchMock, {
      'GET /school/student-portfolio-list/31/': jsonResponse(
        buildPortfolio({
          portfolio: [
            { assignment, score: null, feedback: null, assignment_responses: [] },
            {
              assignment: { ...assignment, id: 6, title: 'Shapes', response_format: 'Image' },
              score: 8,
              feedback: 'Well done!',
              assignment_responses: [{ ...response, image: 'http://localhost/media/responses/shapes.jpg' }],
            },
            {
              assignment: { ...assignment, id: 7, title: 'A song', response_format: 'Video' },
              score: 0,
              feedback: '',
              assignment_responses: [{ ...response, video: 'http://localhost/media/responses/song.mp4' }],
            },
            {
              assignment: { ...assignment, id: 8, title: 'A poem' },
              score: null,
              feedback: null,
              assignment_responses: [{ ...response, text: 'Roses are red.' }],
            },
          ],
        }),
      ),
    });
    renderPortfolio();
    const holiday = await screen.findByRole('article', { name: 'My holiday' });
    expect(holiday).toHaveTextContent('-- / 10');
    expect(holiday).toHaveTextContent('No feedback yet.');
    expect(within(holiday).getByRole('link', { name: 'Upload your work' })).toHaveAttribute(
      'href',
      '/assignment/HOLIDAY23456/',
    );

    const shapes = screen.getByRole('article', { name: 'Shapes' });
    expect(shapes).toHaveTextContent('8 / 10');
    expect(shapes).toHaveTextContent('Well done!');
    expect(within(shapes).getByRole('img', { name: 'Picture handed in by Mia Okafor' })).toHaveAttribute(
      'src',
      'http://localhost/media/responses/shapes.jpg',
    );
    expect(within(shapes).queryByRole('link', { name: 'Upload your work' })).not.toBeInTheDocument();

    const song = screen.getByRole('article', { name: 'A song' });
    expect(song).toHaveTextContent('0 / 10');
    expect(song).toHaveTextContent('No feedback yet.');
    const source = song.querySelector('video[controls] source');
    expect(source).toHaveAttribute('type', 'video/mp4');
    expect(source).toHaveAttribute('src', 'http://localhost/media/responses/song.mp4');

    const poem = screen.getByRole('article', { name: 'A poem' });
    expect(within(poem).getByRole('region', { name: 'Text handed in by Mia Okafor' })).toHaveTextContent(
      'Roses are red.',
    );
  });

  it('is forbidden to anyone but the parent and the teacher', async () => {
    routeFetch(fetchMock, {
      'GET /school/student-portfolio-list/31/': jsonResponse(
        { detail: SCHOOL_MESSAGES.portfolioForbidden },
        403,
      ),
    });
    renderPortfolio();
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText(SCHOOL_MESSAGES.portfolioForbidden)).toBeInTheDocument();
  });

  describe('several guardians', () => {
    afterEach(() => useAuthStore.getState().logout());
    const guardians = [
      { user: { id: 7, first_name: 'Tomas', last_name: 'Novak', profile_picture: null } },
      { user: { id: 9, first_name: 'Rosa', last_name: 'Novak', profile_picture: null } },
    ];

    it('lists every guardian and lets a guardian invite another by e-mail', async () => {
      useAuthStore.getState().setToken('tok3n');
      routeFetch(fetchMock, {
        'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
        'GET /school/student-access-log/31/': jsonResponse([]),
        'GET /school/student-portfolio-list/31/': jsonResponse(
          buildPortfolio({ parent: guardians[0], guardians, invite_code: null }),
        ),
        'POST /school/student-guardian-invite/31/': jsonResponse(
          { detail: SCHOOL_MESSAGES.guardianInviteSent },
          201,
        ),
      });
      renderPortfolio();
      expect(await screen.findByText('Rosa Novak')).toBeInTheDocument();
      expect(screen.getByText('Guardians')).toBeInTheDocument();
      const form = await screen.findByRole('form', { name: 'Invite another guardian' });
      await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
      expect(await within(form).findByText('Email is required')).toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText('Their e-mail address'), 'grandma@example.org');
      await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
      expect(await within(form).findByText(SCHOOL_MESSAGES.guardianInviteSent)).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /school/student-guardian-invite/31/')).toEqual([
        { email: 'grandma@example.org' },
      ]);
    });

    it("shows the server's refusal of the e-mail beside the field", async () => {
      useAuthStore.getState().setToken('tok3n');
      routeFetch(fetchMock, {
        'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
        'GET /school/student-access-log/31/': jsonResponse([]),
        'GET /school/student-portfolio-list/31/': jsonResponse(
          buildPortfolio({ parent: guardians[0], guardians, invite_code: null }),
        ),
        'POST /school/student-guardian-invite/31/': jsonResponse(
          { email: [SCHOOL_MESSAGES.tooManyGuardians] },
          400,
        ),
      });
      renderPortfolio();
      const form = await screen.findByRole('form', { name: 'Invite another guardian' });
      await userEvent.type(within(form).getByLabelText('Their e-mail address'), 'fifth@example.org');
      await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
      expect(await within(form).findByText(SCHOOL_MESSAGES.tooManyGuardians)).toBeInTheDocument();
    });

    it('offers no invitation to the teacher', async () => {
      routeFetch(fetchMock, {
        'GET /school/student-portfolio-list/31/': jsonResponse(
          buildPortfolio({ parent: guardians[0], guardians }),
        ),
      });
      renderPortfolio();
      expect(await screen.findByText('Rosa Novak')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Invite another guardian' })).not.toBeInTheDocument();
    });
  });
});
