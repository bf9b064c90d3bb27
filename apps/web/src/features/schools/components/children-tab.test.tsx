import type { ChildDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildParent, buildSchool, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ChildrenTab } from './children-tab.tsx';

const MIA: ChildDto = {
  id: 31,
  name: 'Mia Okafor',
  image: null,
  parent: 4,
  school_class: {
    id: 12,
    name: 'Year 3 Robins',
    teacher: { user: { id: 9, first_name: 'Helena', last_name: 'Brooks', profile_picture: null } },
    teachers: [{ user: { id: 9, first_name: 'Helena', last_name: 'Brooks', profile_picture: null } }],
    school: buildSchool(),
  },
};

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText('Invite code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Link child' }));
}

describe('ChildrenTab', () => {
  const fetchMock = stubFetch();

  it('says when no child is linked yet', () => {
    renderWithProviders(<ChildrenTab parent={{ id: 4, user: 7, children: [] }} />);
    expect(screen.getByText(SCHOOL_MESSAGES.noChildren)).toBeInTheDocument();
  });

  it("shows each child with the class, the teacher and a link to the child's portfolio", () => {
    renderWithProviders(<ChildrenTab parent={{ id: 4, user: 7, children: [MIA] }} />);
    const card = screen.getByRole('article', { name: 'Mia Okafor' });
    expect(within(card).getByRole('link', { name: 'Year 3 Robins' })).toHaveAttribute('href', '/class/12');
    expect(within(card).getByText('Helena Brooks')).toBeInTheDocument();
    expect(within(card).getByText('Oakwood Primary')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View portfolio' })).toHaveAttribute(
      'href',
      '/studentProfile/31',
    );
    expect(within(card).getByRole('button', { name: 'Upload a picture' })).toBeInTheDocument();
  });

  it('links a child with the invite code, in capitals', async () => {
    routeFetch(fetchMock, {
      'PUT /school/use-invite-code/': jsonResponse({ code: 'K7PX2MQR' }),
      'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
    });
    renderWithProviders(<ChildrenTab parent={{ id: 4, user: 7, children: [] }} />);
    await enterCode(' k7px2mqr ');
    expect(await screen.findByText(SCHOOL_MESSAGES.childAdded)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/use-invite-code/')).toEqual([{ code: 'K7PX2MQR' }]);
  });

  it('asks to check the code when it is refused', async () => {
    routeFetch(fetchMock, {
      'PUT /school/use-invite-code/': jsonResponse({ code: [SCHOOL_MESSAGES.invalidInviteCode] }, 400),
    });
    renderWithProviders(<ChildrenTab parent={{ id: 4, user: 7, children: [] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link child' }));
    expect(await screen.findByText(SCHOOL_MESSAGES.inviteCodeRequired)).toBeInTheDocument();

    await enterCode('WRONG123');
    expect(await screen.findByText(SCHOOL_MESSAGES.childLinkFailed)).toBeInTheDocument();
  });
});
