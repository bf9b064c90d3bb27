import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { buildClassPage, buildClassStudent, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { StudentsPanel } from './students-panel.tsx';

const MIA = buildClassStudent({
  stickers: [
    { id: 1, type: 1 },
    { id: 2, type: 1 },
    { id: 3, type: 3 },
  ],
});
const LEO = buildClassStudent({
  id: 32,
  name: 'Leo Park',
  invite_code: null,
  parent: { user: { id: 20, first_name: 'Jun', last_name: 'Park', profile_picture: null } },
  guardians: [
    { user: { id: 20, first_name: 'Jun', last_name: 'Park', profile_picture: null } },
    { user: { id: 21, first_name: 'Hana', last_name: 'Park', profile_picture: null } },
  ],
});

/** The classroom of a class whose answers come from `students`, which the test may change. */
function renderClassroom(students: ClassStudentDto[], answers: Parameters<typeof routeFetch>[1] = {}) {
  const fetchMock = vi.mocked(fetch);
  routeFetch(fetchMock, {
    'GET /school/class/12/': () => jsonResponse(buildClassPage({ students })),
    ...answers,
  });
  const view = renderWithProviders(
    <StudentsPanel
      classId={12}
      students={students}
      renderStickers={(student) => <p>Stickers of {student.name}</p>}
    />,
  );
  view.queryClient.setQueryData(classPageQueryKey(12), buildClassPage({ students }));
  return view;
}

async function openStudent(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}

describe('StudentsPanel', () => {
  const fetchMock = stubFetch();

  it('shows each student with their sticker counts', () => {
    renderClassroom([MIA, LEO]);
    const mia = screen.getByRole('button', { name: 'Mia Okafor' });
    expect(mia).toHaveAccessibleDescription(/Stickers: Star 2, Dinosaur 0, Cat 1\./);
    expect(mia).toHaveAccessibleDescription(/No parent yet/);
    expect(screen.getByRole('button', { name: 'Leo Park' })).toHaveAccessibleDescription(/Parent linked/);
  });

  it('says when the class has no students yet', () => {
    renderClassroom([]);
    expect(screen.getByText('There are no students in this class yet.')).toBeInTheDocument();
  });

  it('adds a student by name, which is required', async () => {
    renderClassroom([], {
      'POST /school/student-create/': jsonResponse(
        { pk: 40, id: 40, name: 'Ana Silva', school_class: 12 },
        201,
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Student name'), ' Ana Silva ');
    await userEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('Ana Silva has been added to the class.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/student-create/')).toEqual([
      { name: 'Ana Silva', school_class: 12 },
    ]);
  });

  it("shows the invite code of a student without a parent, and the parent's name otherwise", async () => {
    renderClassroom([MIA, LEO]);
    const mia = await openStudent('Mia Okafor');
    expect(within(mia).getByText('K7PX2MQR')).toBeInTheDocument();
    expect(within(mia).getByRole('link', { name: 'Open portfolio' })).toHaveAttribute(
      'href',
      '/studentProfile/31',
    );
    await userEvent.click(within(mia).getByRole('button', { name: 'Close' }));

    const leo = await openStudent('Leo Park');
    expect(within(leo).getByText('Jun Park')).toBeInTheDocument();
    expect(within(leo).queryByText('K7PX2MQR')).not.toBeInTheDocument();
  });

  it('offers the camera for the photo', async () => {
    renderClassroom([MIA]);
    const dialog = await openStudent('Mia Okafor');
    expect(within(dialog).getByRole('button', { name: 'Take or upload a photo' })).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
  });

  it('shows the stickers section the page gives for the open student', async () => {
    renderClassroom([MIA]);
    const dialog = await openStudent('Mia Okafor');
    expect(within(dialog).getByText('Stickers of Mia Okafor')).toBeInTheDocument();
  });

  it('renames a student in edit mode', async () => {
    renderClassroom([MIA], { 'PUT /school/student-update/31/': jsonResponse({ name: 'Mia O.' }) });
    const dialog = await openStudent('Mia Okafor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const input = within(dialog).getByLabelText('Student name');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(input, 'Mia O.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/student-update/31/')).toEqual([{ name: 'Mia O.' }]);
  });

  it('deletes a student only after confirmation', async () => {
    const students = [MIA, LEO];
    const view = renderClassroom(students, {
      'DELETE /school/student-delete/31/': () => {
        students.splice(0, 1);
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openStudent('Mia Okafor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Mia Okafor?' });
    expect(within(confirm).getByText(SCHOOL_MESSAGES.deleteStudentConfirm)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Mia Okafor?' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/student-delete/31/')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Mia Okafor?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Mia Okafor has been deleted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/student-delete/31/')).toHaveLength(1);
    expect(view.queryClient.getQueryData(classPageQueryKey(12))).toMatchObject({ students: [LEO] });
  });

  it('lists every guardian; Unlink asks first, then removes them', async () => {
    renderClassroom([LEO], {
      'DELETE /school/student-guardian/32/21/': () => new Response(null, { status: 204 }),
    });
    const leo = await openStudent('Leo Park');
    const list = within(leo).getByRole('list', { name: 'Guardians of Leo Park' });
    expect(within(list).getByText('Jun Park')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Unlink Hana Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Hana Park?' });
    expect(within(dialog).getByText(SCHOOL_MESSAGES.unlinkGuardianConfirm)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/student-guardian/32/21/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'DELETE /school/student-guardian/32/21/')).toHaveLength(1),
    );
  });

  it('issues a new invite code for a child', async () => {
    renderClassroom([LEO], {
      'POST /school/student-invite-code/32/': () => jsonResponse({ code: 'NEWC0DE2' }),
    });
    const leo = await openStudent('Leo Park');
    await userEvent.click(within(leo).getByRole('button', { name: 'New invite code' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /school/student-invite-code/32/')).toHaveLength(1),
    );
  });
});
