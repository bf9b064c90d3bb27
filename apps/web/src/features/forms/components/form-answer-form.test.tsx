import type { FormDto } from '@homeroom/contract/forms';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { FormAnswerForm } from './form-answer-form.tsx';

const CHILD = { student: { id: 31, name: 'Ada Lovel' }, school_class: { id: 12, name: '3B' }, status: 'waiting' as const, answer: null, history: [] };

const FORM: FormDto = {
  id: 5,
  title: 'Trip to the farm',
  text: 'On Friday.',
  pdf: null,
  questions: [
    { kind: 'consent', label: 'May your child come?', options: [] },
    { kind: 'choice', label: 'Lunch', options: ['Packed lunch', 'School lunch'] },
    { kind: 'text', label: 'Allergies', options: [] },
  ],
  deadline: '2031-05-20T16:00:00.000Z',
  is_open: true,
  created_at: '2031-05-01T08:00:00.000Z',
  classes: [{ id: 12, name: '3B' }],
  can_manage: false,
  children: [CHILD],
};

describe('FormAnswerForm', () => {
  const fetchMock = stubFetch();

  it('sends one answer per question with the typed name, and shows each refusal beside its question', async () => {
    let attempt = 0;
    routeFetch(fetchMock, {
      'POST /school/form-answer/5/': () =>
        ++attempt === 1 ? jsonResponse({ 'answers.2': ['Answer this question.'] }, 400) : jsonResponse(FORM, 201),
    });
    const onDone = vi.fn();
    renderWithProviders(<FormAnswerForm form={FORM} child={CHILD} onDone={onDone} />);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.selectOptions(screen.getByLabelText('Lunch'), 'School lunch');
    await userEvent.type(screen.getByLabelText('Your full name, as your signature'), 'Grace Lovel');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(await screen.findByText('Answer this question.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Allergies'), 'Nuts');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /school/form-answer/5/')).toEqual([
      { student: 31, signed_name: 'Grace Lovel', answers: [false, 'School lunch', ''] },
      { student: 31, signed_name: 'Grace Lovel', answers: [false, 'School lunch', 'Nuts'] },
    ]);
  });

  it('sends a correction naming the answer it replaces, starting from it', async () => {
    routeFetch(fetchMock, { 'POST /school/form-answer/5/': () => jsonResponse(FORM, 201) });
    const answered = {
      ...CHILD,
      status: 'yes' as const,
      answer: { id: 70, signed_name: 'Grace Lovel', signed_at: '2031-05-02T08:00:00.000Z', answers: [true, 'Packed lunch', 'None'], supersedes: null },
    };
    const onDone = vi.fn();
    renderWithProviders(<FormAnswerForm form={FORM} child={answered} corrects={70} onDone={onDone} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Correction for Ada Lovel' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.type(screen.getByLabelText('Your full name, as your signature'), 'Grace Lovel');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /school/form-answer/5/')).toEqual([
      { student: 31, signed_name: 'Grace Lovel', answers: [false, 'Packed lunch', 'None'], corrects: 70 },
    ]);
  });
});
