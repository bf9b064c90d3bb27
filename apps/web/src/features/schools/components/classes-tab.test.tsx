import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ClassesTab } from './classes-tab.tsx';

const teacher = {
  id: 3,
  school: null,
  school_role: null,
  school_classes: [
    { id: 12, name: 'Year 3 Robins' },
    { id: 14, name: 'Year 4 Owls' },
  ],
};

describe('ClassesTab', () => {
  const fetchMock = stubFetch();

  it("links each of the teacher's classes to its page", () => {
    renderWithProviders(<ClassesTab teacher={teacher} />);
    expect(screen.getByRole('link', { name: 'Year 3 Robins' })).toHaveAttribute('href', '/class/12');
    expect(screen.getByRole('link', { name: 'Year 4 Owls' })).toHaveAttribute('href', '/class/14');
  });

  it('lists the classes whose year has ended apart, as past years', () => {
    renderWithProviders(
      <ClassesTab
        teacher={{
          ...teacher,
          school_classes: [
            ...teacher.school_classes,
            { id: 9, name: 'Year 2 Robins', archived_at: '2026-07-10T12:00:00.000Z' },
          ],
        }}
      />,
    );
    const pastYears = screen.getByRole('region', { name: 'Past years (archived, read only)' });
    expect(pastYears).toHaveTextContent('Year 2 Robins');
    expect(screen.getByRole('link', { name: /Year 2 Robins/ })).toHaveAttribute('href', '/class/9');
    expect(screen.getAllByRole('link', { name: /^Year/ })).toHaveLength(3);
  });

  it('creates a class under its trimmed name', async () => {
    routeFetch(fetchMock, {
      'POST /school/class-create/': jsonResponse({ id: 15, name: 'Year 5 Foxes' }, 201),
      'GET /dj-rest-auth/user/': jsonResponse(buildTeacher()),
    });
    renderWithProviders(<ClassesTab teacher={{ ...teacher, school_classes: [] }} />);
    expect(screen.getByText('You have no classes yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Class name'), '   Year 5 Foxes  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.classCreated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/class-create/')).toEqual([{ name: 'Year 5 Foxes' }]);
    expect(screen.getByLabelText('Class name')).toHaveValue('');
  });

  it('says when the class could not be created', async () => {
    routeFetch(fetchMock, {
      'POST /school/class-create/': jsonResponse({ detail: 'Only teachers can do this.' }, 403),
    });
    renderWithProviders(<ClassesTab teacher={teacher} />);
    await userEvent.type(screen.getByLabelText('Class name'), 'Year 5 Foxes');
    await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.classCreateFailed)).toBeInTheDocument();
  });
});
