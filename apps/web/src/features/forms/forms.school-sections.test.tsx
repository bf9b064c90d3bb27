import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { routeFetch, sentBodies } from '../../test/route-fetch.ts';
import { stubFetch } from '../../test/stub-fetch.ts';
import { SchoolFormsSection } from './forms.school-sections.tsx';

const CLASSES = [
  { id: 12, name: 'Year 2 Robins' },
  { id: 13, name: 'Year 2 Wrens' },
  { id: 14, name: 'Year 3 Owls' },
];

describe('SchoolFormsSection', () => {
  const fetchMock = stubFetch();

  it('lets a leader send one form to the classes they choose, for every child of each', async () => {
    routeFetch(fetchMock, { 'POST /school/form-create/': jsonResponse({ id: 9 }, 201) });
    const user = userEvent.setup();
    renderWithProviders(<SchoolFormsSection classes={CLASSES} />);
    await user.click(screen.getByRole('button', { name: 'New form' }));
    await user.type(screen.getByLabelText('Title'), 'Year 2 trip to the farm');
    await user.type(screen.getByLabelText('Text'), 'On Friday, back by three.');
    await user.type(screen.getByLabelText('Question'), 'May your child come?');
    await user.click(screen.getByRole('checkbox', { name: 'Year 2 Robins' }));
    await user.click(screen.getByRole('checkbox', { name: 'Year 2 Wrens' }));
    expect(screen.queryByRole('radio', { name: 'Some children' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the form' }));

    expect(await screen.findByText('The form has been sent to the families.')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'POST /school/form-create/') as { classes: number[]; students?: number[] }[];
    expect(body?.classes).toEqual([12, 13]);
    expect(body?.students).toBeUndefined();
  });

  it('shows nothing to a leader whose school has no class yet', () => {
    const { container } = renderWithProviders(<SchoolFormsSection classes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
