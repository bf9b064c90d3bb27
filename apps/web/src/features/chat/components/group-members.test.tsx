import type { ChatGroupDto } from '@homeroom/contract/chat';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ADA, buildChatGroup, buildDirectChat, PRIYA, SAM } from '../chat.factories.ts';
import { GroupMembers } from './group-members.tsx';

/** The members box of group 5 (owned by Ada) as `viewerId` sees it, with the hub to go back to. */
function renderMembers(group: ChatGroupDto, viewerId: number) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/chatGroup/:id"
        element={<GroupMembers group={group} accountType="teacher" currentUserId={viewerId} />}
      />
      <Route path="/chatHub" element={<h1>Your chats</h1>} />
    </Routes>,
    { path: `/chatGroup/${group.id}` },
  );
}

const membersSection = () => screen.getByRole('heading', { name: /Group Members/ }).closest('section')!;

describe('GroupMembers', () => {
  const fetchMock = stubFetch();

  it('lets the owner remove another member after confirming, with the keyboard', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/chat-group-member-delete/5/8/': new Response(null, { status: 204 }),
      'GET /school/chat-group-get/5/': jsonResponse(buildChatGroup()),
      'GET /school/chat-group-user-get/': jsonResponse({ chat_group_member: [] }),
    });
    renderMembers(buildChatGroup(), ADA.id);
    const section = membersSection();
    // Beside every member but the owner themselves.
    expect(
      within(section)
        .getAllByRole('button', { name: /^Remove .* from the group$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Sam Carter from the group', 'Remove Priya Shah from the group']);

    within(section).getByRole('button', { name: 'Remove Sam Carter from the group' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Remove member?' });
    expect(dialog).toHaveTextContent('Remove Sam Carter from the group?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'DELETE /school/chat-group-member-delete/5/8/')).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Remove Sam Carter from the group' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove member?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Sam Carter was removed from the group.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/chat-group-member-delete/5/8/')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Remove member?' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the failure when the removal is refused', async () => {
    routeFetch(fetchMock, {
      'DELETE /school/chat-group-member-delete/5/9/': jsonResponse(
        { detail: 'This person is not a member of the group.' },
        404,
      ),
    });
    renderMembers(buildChatGroup(), ADA.id);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Priya Shah from the group' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('There was a problem removing this member.')).toBeInTheDocument();
  });

  it("lets the owner turn on 'Only I can add members'", async () => {
    routeFetch(fetchMock, {
      'PUT /school/chat-group-settings-update/5/': jsonResponse({
        id: 5,
        name: 'Book fair helpers',
        only_owner_adds_members: true,
      }),
      'GET /school/chat-group-user-get/': jsonResponse({ chat_group_member: [] }),
    });
    renderMembers(buildChatGroup(), ADA.id);
    const toggle = screen.getByRole('switch', { name: 'Only I can add members' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(sentBodies(fetchMock, 'PUT /school/chat-group-settings-update/5/')).toEqual([
      { only_owner_adds_members: true },
    ]);
    // The owner still adds members.
    expect(screen.getByRole('button', { name: 'Add Members' })).toBeInTheDocument();
  });

  it("shows a member no remove buttons, no setting, and no 'Add Members' when only the owner adds", () => {
    renderMembers(buildChatGroup({ only_owner_adds_members: true }), SAM.id);
    expect(screen.queryByRole('button', { name: /from the group$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Members' })).not.toBeInTheDocument();
    expect(within(membersSection()).getByText('Owner')).toBeInTheDocument();
  });

  it("shows a member 'Add Members' while any member may add", () => {
    renderMembers(buildChatGroup(), PRIYA.id);
    expect(screen.getByRole('button', { name: 'Add Members' })).toBeInTheDocument();
  });

  it('lets a member leave after confirming, then goes back to the chats', async () => {
    routeFetch(fetchMock, {
      'POST /school/chat-group-leave/5/': new Response(null, { status: 204 }),
      'GET /school/chat-group-user-get/': jsonResponse({ chat_group_member: [] }),
    });
    renderMembers(buildChatGroup(), SAM.id);
    await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave group?' });
    expect(dialog).toHaveTextContent('Leave this group? You will no longer see its messages.');
    expect(dialog).not.toHaveTextContent('becomes its owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByRole('heading', { name: 'Your chats' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/chat-group-leave/5/')).toHaveLength(1);
  });

  it('tells an owner who leaves that the group passes on', async () => {
    renderMembers(buildChatGroup(), ADA.id);
    await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
    expect(screen.getByRole('dialog', { name: 'Leave group?' })).toHaveTextContent(
      'the member who joined first after you becomes its owner',
    );
  });

  it('offers nothing of the kind in a direct chat', () => {
    renderMembers(buildDirectChat(), ADA.id);
    expect(screen.queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from the group$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('Owner')).not.toBeInTheDocument();
  });
});
