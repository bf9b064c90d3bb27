import {
  ASSIGNMENT_MESSAGES,
  type AssigneeDetailDto,
  type AssignmentDto,
} from '@homeroom/contract/assignments';
import type { ClassPageDto } from '@homeroom/contract/classes';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { buildClassPage, buildClassStudent, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { AssignmentsPanel } from './assignments-panel.tsx';

const MIA = buildClassStudent();
const LEO = buildClassStudent({ id: 32, name: 'Leo Park', invite_code: { code: 'L2EOPARK' } });
const ANA = buildClassStudent({ id: 33, name: 'Ana Silva', invite_code: { code: 'A2NASILV' } });

function buildAssignment(overrides: Partial<AssignmentDto> = {}): AssignmentDto {
  return {
    id: 5,
    title: 'My weekend',
    description: 'Tell us about it.',
    maximum_score: 10,
    response_format: 'Text',
    code: 'WEEKEND23456',
    school_class: 12,
    ...overrides,
  };
}

function buildAssigneeDetail(overrides: Partial<AssigneeDetailDto> = {}): AssigneeDetailDto {
  return {
    id: 70,
    student: { id: MIA.id, name: MIA.name },
    feedback: null,
    score: null,
    submitted: false,
    assignment_responses: [],
    ...overrides,
  };
}

/** The panel of a class whose answers come from `classPage`, which the test may change. */
function renderPanel(classPage: ClassPageDto, answers: Parameters<typeof routeFetch>[1] = {}) {
  const current = { classPage };
  routeFetch(vi.mocked(fetch), {
    'GET /school/class/12/': () => jsonResponse(current.classPage),
    ...answers,
  });
  const view = renderWithProviders(<ClassPanel initial={classPage} />);
  view.queryClient.setQueryData(classPageQueryKey(12), classPage);
  return { ...view, current };
}

/** Re-renders with the class answer, as the class page does after each refetch. */
function ClassPanel({ initial }: { initial: ClassPageDto }) {
  const { data = initial } = useQuery({
    queryKey: classPageQueryKey(12),
    queryFn: () => apiRequest<ClassPageDto>('/school/class/12/'),
  });
  return <AssignmentsPanel classPage={data} />;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('AssignmentsPanel', () => {
  const fetchMock = stubFetch();

  it('says when no assignment is set, without the Student Link hint', () => {
    renderPanel(buildClassPage());
    expect(screen.getByText(ASSIGNMENT_MESSAGES.noAssignments)).toBeInTheDocument();
    expect(screen.queryByText(ASSIGNMENT_MESSAGES.studentLinkHint)).not.toBeInTheDocument();
  });

  it('creates an assignment, checking each field first', async () => {
    const view = renderPanel(buildClassPage(), {
      'POST /school/assignment-create/': () => {
        view.current.classPage = buildClassPage({ assignments: [buildAssignment()] });
        return jsonResponse(buildAssignment(), 201);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const form = screen.getByRole('form', { name: 'Create Assignment' });
    await userEvent.type(within(form).getByLabelText('Title'), '   ');
    await userEvent.type(within(form).getByLabelText('Max. Score'), '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create assignment' }));
    expect(await within(form).findByText(ASSIGNMENT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.maximumScoreNegative)).toBeInTheDocument();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.responseFormatRequired)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Title'), ' My weekend ');
    await userEvent.type(within(form).getByLabelText('Description'), 'Tell us about it.');
    await userEvent.clear(within(form).getByLabelText('Max. Score'));
    await userEvent.type(within(form).getByLabelText('Max. Score'), '10');
    await userEvent.selectOptions(within(form).getByLabelText('Response format'), 'Video');
    await userEvent.click(within(form).getByRole('button', { name: 'Create assignment' }));

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assignmentCreated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/assignment-create/')).toEqual([
      {
        title: 'My weekend',
        description: 'Tell us about it.',
        maximum_score: 10,
        response_format: 'Video',
        school_class: 12,
        students: [],
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Create Assignment' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'My weekend' })).toBeInTheDocument();
  });

  it('ticks every student of the class by default and sends only those still ticked', async () => {
    renderPanel(buildClassPage({ students: [MIA, LEO, ANA] }), {
      'POST /school/assignment-create/': () => jsonResponse(buildAssignment({ assignee_count: 2, handed_in_count: 0 }), 201),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const form = screen.getByRole('form', { name: 'Create Assignment' });
    const assignTo = within(form).getByRole('group', { name: 'Assign to' });
    const boxes = within(assignTo).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Mia Okafor', 'Leo Park', 'Ana Silva']);
    for (const box of boxes) expect(box).toBeChecked();
    expect(assignTo).toHaveTextContent('3 of 3 students will get this work.');

    await userEvent.click(within(assignTo).getByRole('checkbox', { name: 'Leo Park' }));
    expect(within(assignTo).getByRole('checkbox', { name: 'Leo Park' })).not.toBeChecked();
    expect(assignTo).toHaveTextContent('2 of 3 students will get this work.');
    await userEvent.click(within(assignTo).getByRole('button', { name: 'Tick all' }));
    expect(within(assignTo).getByRole('checkbox', { name: 'Leo Park' })).toBeChecked();
    await userEvent.click(within(assignTo).getByRole('button', { name: 'Untick all' }));
    expect(assignTo).toHaveTextContent('0 of 3 students will get this work.');
    await userEvent.click(within(assignTo).getByRole('checkbox', { name: 'Mia Okafor' }));
    await userEvent.click(within(assignTo).getByRole('checkbox', { name: 'Ana Silva' }));

    await userEvent.type(within(form).getByLabelText('Title'), 'Shapes');
    await userEvent.type(within(form).getByLabelText('Description'), 'Draw three shapes.');
    await userEvent.type(within(form).getByLabelText('Max. Score'), '5');
    await userEvent.selectOptions(within(form).getByLabelText('Response format'), 'Image');
    await userEvent.click(within(form).getByRole('button', { name: 'Create assignment' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assignmentCreated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/assignment-create/')).toEqual([
      {
        title: 'Shapes',
        description: 'Draw three shapes.',
        maximum_score: 5,
        response_format: 'Image',
        school_class: 12,
        students: [MIA.id, ANA.id],
      },
    ]);
  });

  it('says when an assignment is set to nobody, and sets it to the whole class from there', async () => {
    const view = renderPanel(
      buildClassPage({ students: [MIA, LEO], assignments: [buildAssignment({ assignee_count: 0, handed_in_count: 0 })] }),
      {
        'POST /school/assignee-create/5/': () => {
          view.current.classPage = buildClassPage({
            students: [MIA, LEO],
            assignments: [buildAssignment({ assignee_count: 2, handed_in_count: 0 })],
          });
          return jsonResponse([], 201);
        },
      },
    );
    const weekend = card('My weekend');
    expect(within(weekend).getByText(ASSIGNMENT_MESSAGES.assignedToNobody)).toBeInTheDocument();
    await userEvent.click(within(weekend).getByRole('button', { name: ASSIGNMENT_MESSAGES.assignTheClass }));
    expect(await within(card('My weekend')).findByText('0 of 2 handed in')).toBeInTheDocument();
    expect(within(card('My weekend')).queryByText(ASSIGNMENT_MESSAGES.assignedToNobody)).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/assignee-create/5/')).toEqual([
      [
        { assignment: 5, student: MIA.id },
        { assignment: 5, student: LEO.id },
      ],
    ]);
  });

  it('offers the Assign dialog for an assignment set to nobody in a class without students', async () => {
    renderPanel(buildClassPage({ assignments: [buildAssignment({ assignee_count: 0, handed_in_count: 0 })] }));
    await userEvent.click(within(card('My weekend')).getByRole('button', { name: 'Assign students' }));
    expect(screen.getByRole('dialog', { name: 'Assign: My weekend' })).toHaveTextContent(
      'There are no students in this class yet.',
    );
  });

  it('shows how many of its students have handed in', () => {
    renderPanel(
      buildClassPage({
        students: [MIA, LEO, ANA],
        assignments: [buildAssignment({ assignee_count: 3, handed_in_count: 1 })],
      }),
    );
    expect(within(card('My weekend')).getByText('1 of 3 handed in')).toBeInTheDocument();
    expect(within(card('My weekend')).queryByText(ASSIGNMENT_MESSAGES.assignedToNobody)).not.toBeInTheDocument();
  });

  it('says when the assignment could not be created', async () => {
    renderPanel(buildClassPage(), {
      'POST /school/assignment-create/': jsonResponse({ detail: 'Server error' }, 500),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Shapes');
    await userEvent.type(screen.getByLabelText('Description'), 'Draw three shapes.');
    await userEvent.type(screen.getByLabelText('Max. Score'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Response format'), 'Image');
    await userEvent.click(screen.getByRole('button', { name: 'Create assignment' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assignmentCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create Assignment' })).toBeInTheDocument();
  });

  it('shows each assignment and copies its Student Link', async () => {
    const user = userEvent.setup();
    renderPanel(buildClassPage({ assignments: [buildAssignment()] }));
    expect(screen.getByText(ASSIGNMENT_MESSAGES.studentLinkHint)).toBeInTheDocument();
    const weekend = card('My weekend');
    expect(weekend).toHaveTextContent('Tell us about it.');
    expect(within(weekend).getByText('Max. Score').nextSibling).toHaveTextContent('10');
    expect(within(weekend).getByText('Response format').nextSibling).toHaveTextContent('Text');
    const link = `${window.location.origin}/assignment/WEEKEND23456`;
    expect(within(weekend).getByRole('link', { name: link })).toHaveAttribute('href', link);

    await user.click(within(weekend).getByRole('button', { name: /Copy student link/ }));
    expect(await within(weekend).findByText(ASSIGNMENT_MESSAGES.copiedToClipboard)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('splits the students into Assigned and Not Assigned and moves the selected ones', async () => {
    let assigned = [MIA.id];
    const assigneesOf = () =>
      jsonResponse(assigned.map((student, index) => ({ id: 80 + index, assignment: 5, student })));
    renderPanel(buildClassPage({ students: [MIA, LEO, ANA], assignments: [buildAssignment()] }), {
      'GET /school/assignee-create/5/': assigneesOf,
      'POST /school/assignee-create/5/': () => {
        assigned = [...assigned, LEO.id, ANA.id];
        return jsonResponse([], 201);
      },
      'DELETE /school/assignee-delete-list/5/': () => {
        assigned = assigned.filter((id) => id !== MIA.id);
        return jsonResponse({ detail: 'Students unassigned.' });
      },
    });
    await userEvent.click(within(card('My weekend')).getByRole('button', { name: 'Assign' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign: My weekend' });
    const column = (name: RegExp) => within(dialog).getByRole('region', { name });
    const namesIn = (name: RegExp) =>
      within(column(name))
        .queryAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);

    expect(await within(dialog).findByRole('region', { name: /^Assigned/ })).toBeInTheDocument();
    expect(namesIn(/^Assigned/)).toEqual(['Mia Okafor']);
    expect(namesIn(/^Not Assigned/)).toEqual(['Leo Park', 'Ana Silva']);
    const assignButton = within(dialog).getByRole('button', { name: 'Assign selected' });
    expect(assignButton).toBeDisabled();

    await userEvent.click(within(column(/^Not Assigned/)).getByRole('checkbox', { name: 'Leo Park' }));
    await userEvent.click(within(column(/^Not Assigned/)).getByRole('checkbox', { name: 'Ana Silva' }));
    await userEvent.click(assignButton);
    expect(await within(dialog).findByText('2 students assigned.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/assignee-create/5/')).toEqual([
      [
        { assignment: 5, student: LEO.id },
        { assignment: 5, student: ANA.id },
      ],
    ]);
    expect(namesIn(/^Assigned/)).toEqual(['Mia Okafor', 'Leo Park', 'Ana Silva']);
    expect(
      within(column(/^Not Assigned/)).getByText('Every student is assigned this work.'),
    ).toBeInTheDocument();

    await userEvent.click(within(column(/^Assigned/)).getByRole('checkbox', { name: 'Mia Okafor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unassign selected' }));
    expect(await within(dialog).findByText('1 student unassigned.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/assignee-delete-list/5/')).toEqual([
      [{ assignment: 5, student: MIA.id }],
    ]);
    expect(namesIn(/^Assigned/)).toEqual(['Leo Park', 'Ana Silva']);
    expect(namesIn(/^Not Assigned/)).toEqual(['Mia Okafor']);
  });

  it('opens only submitted work in Responses, and scores it with feedback', async () => {
    let mia = buildAssigneeDetail({
      submitted: true,
      assignment_responses: [{ id: 1, text: 'We went to the sea.', image: null, video: null, assignee: 70 }],
    });
    const leo = buildAssigneeDetail({ id: 71, student: { id: LEO.id, name: LEO.name } });
    renderPanel(buildClassPage({ students: [MIA, LEO], assignments: [buildAssignment()] }), {
      'GET /school/assignee-list/5/': () => jsonResponse([mia, leo]),
      'PUT /school/assignee-score-update/70/': () => {
        const body = sentBodies(fetchMock, 'PUT /school/assignee-score-update/70/').at(-1) as {
          score: number;
          feedback: string;
        };
        if (body.score > 10) {
          return jsonResponse({ score: [ASSIGNMENT_MESSAGES.scoreTooHigh] }, 400);
        }
        mia = { ...mia, score: body.score, feedback: body.feedback };
        return jsonResponse({ pk: 70, score: body.score, feedback: body.feedback });
      },
    });
    await userEvent.click(within(card('My weekend')).getByRole('button', { name: 'Responses' }));
    const dialog = screen.getByRole('dialog', { name: 'Responses: My weekend' });
    expect(await within(dialog).findByText('1 of 2 handed in.', { exact: false })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Leo Park, Not submitted/ }));
    expect(within(dialog).getByText(ASSIGNMENT_MESSAGES.notSubmittedYet)).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Leo Park' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Mia Okafor, Submitted/ }));
    expect(within(dialog).getByRole('heading', { name: 'Mia Okafor' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Text handed in by Mia Okafor' })).toHaveTextContent(
      'We went to the sea.',
    );
    const feedback = within(dialog).getByRole('region', { name: 'Score and feedback' });
    expect(feedback).toHaveTextContent('-- / 10');
    expect(feedback).toHaveTextContent(ASSIGNMENT_MESSAGES.defaultFeedback);

    await userEvent.click(within(feedback).getByRole('button', { name: 'Edit score and feedback' }));
    const score = within(feedback).getByLabelText('Score (out of 10)');
    await userEvent.type(score, '-1');
    await userEvent.click(within(feedback).getByRole('button', { name: 'Save feedback' }));
    expect(await within(feedback).findByText(ASSIGNMENT_MESSAGES.scoreNegative)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/assignee-score-update/70/')).toEqual([]);

    await userEvent.clear(score);
    await userEvent.type(score, '11');
    await userEvent.click(within(feedback).getByRole('button', { name: 'Save feedback' }));
    expect(await within(feedback).findByText(ASSIGNMENT_MESSAGES.feedbackFailed)).toBeInTheDocument();
    expect(within(feedback).getByText(ASSIGNMENT_MESSAGES.scoreTooHigh)).toBeInTheDocument();

    await userEvent.clear(score);
    await userEvent.type(score, '8');
    await userEvent.type(within(feedback).getByLabelText('Feedback'), '  Lovely writing! ');
    await userEvent.click(within(feedback).getByRole('button', { name: 'Save feedback' }));
    expect(await within(feedback).findByText(ASSIGNMENT_MESSAGES.feedbackUpdated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/assignee-score-update/70/').at(-1)).toEqual({
      score: 8,
      feedback: 'Lovely writing!',
    });
    expect(await within(feedback).findByText('8 / 10')).toBeInTheDocument();
    expect(within(feedback).getByText('Lovely writing!')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'All responses' }));
    expect(within(dialog).getByRole('button', { name: /^Mia Okafor, Submitted/ })).toHaveTextContent(
      '8 / 10',
    );
  });

  it('plays a video response as MP4', async () => {
    const video = 'http://localhost/media/responses/song.mp4';
    renderPanel(
      buildClassPage({ students: [MIA], assignments: [buildAssignment({ response_format: 'Video' })] }),
      {
        'GET /school/assignee-list/5/': jsonResponse([
          buildAssigneeDetail({
            submitted: true,
            score: 9,
            feedback: 'Bravo',
            assignment_responses: [{ id: 1, text: null, image: null, video, assignee: 70 }],
          }),
        ]),
      },
    );
    await userEvent.click(within(card('My weekend')).getByRole('button', { name: 'Responses' }));
    const dialog = screen.getByRole('dialog', { name: 'Responses: My weekend' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Mia Okafor, Submitted/ }));
    const source = dialog.querySelector('video[controls] source');
    expect(source).toHaveAttribute('src', video);
    expect(source).toHaveAttribute('type', 'video/mp4');
    expect(within(dialog).getByRole('region', { name: 'Score and feedback' })).toHaveTextContent('Bravo');
  });

  it('edits an assignment in a modal and deletes one after confirmation', async () => {
    const view = renderPanel(buildClassPage({ assignments: [buildAssignment()] }), {
      'PUT /school/assignment-update/5/': () => {
        view.current.classPage = buildClassPage({ assignments: [buildAssignment({ title: 'My holiday' })] });
        return jsonResponse(buildAssignment({ title: 'My holiday' }));
      },
      'DELETE /school/assignment-delete/5/': () => {
        view.current.classPage = buildClassPage();
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(
      within(card('My weekend')).getByRole('button', { name: 'Edit or delete My weekend' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit assignment' });
    const title = within(edit).getByLabelText('Title');
    expect(title).toHaveValue('My weekend');
    expect(within(edit).getByLabelText('Max. Score')).toHaveValue(10);
    expect(within(edit).getByLabelText('Response format')).toHaveValue('Text');
    await userEvent.clear(title);
    await userEvent.click(within(edit).getByRole('button', { name: 'Save assignment' }));
    expect(await within(edit).findByText(ASSIGNMENT_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(title, 'My holiday');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText('The assignment has been updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/assignment-update/5/')).toEqual([
      { title: 'My holiday', description: 'Tell us about it.', maximum_score: 10, response_format: 'Text' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Edit assignment' })).not.toBeInTheDocument();

    await userEvent.click(
      within(await screen.findByRole('article', { name: 'My holiday' })).getByRole('button', {
        name: 'Edit or delete My holiday',
      }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this assignment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'DELETE /school/assignment-delete/5/')).toEqual([]);

    await userEvent.click(
      within(card('My holiday')).getByRole('button', { name: 'Edit or delete My holiday' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this assignment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The assignment has been deleted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/assignment-delete/5/')).toHaveLength(1);
    expect(screen.getByText(ASSIGNMENT_MESSAGES.noAssignments)).toBeInTheDocument();
  });
});
