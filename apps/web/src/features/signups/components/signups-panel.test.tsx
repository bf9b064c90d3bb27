import { SIGNUP_MESSAGES, type SignupDto } from '@homeroom/contract/signups';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SignupsPanel } from './signups-panel.tsx';

function buildSignup(overrides: Partial<SignupDto> = {}): SignupDto {
  return {
    id: 3,
    school_class: 12,
    title: 'Bake sale',
    note: 'Bring something sweet.',
    cutoff: '2099-05-01T12:00:00Z',
    is_closed: false,
    created_at: '2031-05-01T12:00:00Z',
    slots: [
      { id: 21, label: 'Cakes', capacity: 3, starts_at: null, ends_at: null, taken: 1, is_full: false, is_mine: false, people: null },
      { id: 22, label: 'Stall', capacity: 1, starts_at: null, ends_at: null, taken: 1, is_full: true, is_mine: false, people: null },
    ],
    ...overrides,
  };
}

const FAMILY = { isTeacher: false, isFamily: true, isReadOnly: false };

describe('SignupsPanel', () => {
  const fetchMock = stubFetch();

  it('lets a family take a place in an open slot but not in a full one', async () => {
    const taken = buildSignup();
    taken.slots[0] = { ...taken.slots[0]!, taken: 2, is_mine: true };
    let signups = [buildSignup()];
    routeFetch(fetchMock, {
      'GET /school/class-signups/12/': () => jsonResponse(signups),
      'POST /school/signup-place-take/21/': () => {
        signups = [taken];
        return jsonResponse(taken);
      },
    });
    renderWithProviders(<SignupsPanel classId={12} viewer={FAMILY} />);
    const card = await screen.findByRole('article', { name: 'Bake sale' });
    const slots = within(card).getAllByRole('listitem');
    expect(within(slots[1]!).getByText('Full')).toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(slots[0]!).getByRole('button', { name: 'Take a place: Cakes' }));
    expect(await within(card).findByText('Your place')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Give back your place: Cakes' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/signup-place-take/21/')).toHaveLength(1);
  });

  it('says why a place was refused, and offers nothing once the sign-up is closed', async () => {
    let signups = [buildSignup()];
    routeFetch(fetchMock, {
      'GET /school/class-signups/12/': () => jsonResponse(signups),
      'POST /school/signup-place-take/21/': () => {
        signups = [buildSignup({ is_closed: true })];
        return jsonResponse({ slot: [SIGNUP_MESSAGES.slotFull] }, 400);
      },
    });
    renderWithProviders(<SignupsPanel classId={12} viewer={FAMILY} />);
    const card = await screen.findByRole('article', { name: 'Bake sale' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take a place: Cakes' }));
    expect(await within(card).findByText(SIGNUP_MESSAGES.slotFull)).toBeInTheDocument();
    expect(await within(card).findByText('Closed: places no longer change.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
