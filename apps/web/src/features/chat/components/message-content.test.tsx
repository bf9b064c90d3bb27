import type { ChatGroupDto } from '@homeroom/contract/chat';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { useChatGroup } from '../api/get-chat-group.ts';
import { ADA, buildChatGroup, buildMessage, PRIYA, SAM } from '../chat.factories.ts';
import { clearTyping, noteTyping } from '../typing-store.ts';
import { MessageList } from './message-list.tsx';
import { TypingLine } from './typing-line.tsx';

/** The messages of group 5 as `viewerId` sees them, from the query cache as the page has them. */
function Messages({ viewerId }: { viewerId: number }) {
  const group = useChatGroup(5);
  if (!group.data) return null;
  return (
    <MessageList messages={group.data.chat_messages} currentUserId={viewerId} hasOlderMessages={false} isLoadingOlder={false} onLoadOlder={() => {}} />
  );
}

const justNow = () => new Date(Date.now() - 60_000).toISOString();

function groupWith(...messages: ChatGroupDto['chat_messages']): ChatGroupDto {
  return buildChatGroup({ chat_messages: messages });
}

describe('a message on the record', () => {
  const fetchMock = stubFetch();

  it('lets its sender edit it inline from the menu with the keyboard: Enter saves, and it shows "edited"', async () => {
    const message = { ...buildMessage(31, SAM, 'See you at 9'), time: justNow() };
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(groupWith(message)),
      'PUT /school/chat-message-update/31/': jsonResponse({ ...message, content: 'See you at 10', edited_at: new Date().toISOString() }),
    });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    const menu = await screen.findByRole('button', { name: 'Actions for your message' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'See you at 10{Enter}');

    expect(await screen.findByText('See you at 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edited at .*: show the earlier versions$/ })).toHaveTextContent('edited');
    expect(sentBodies(fetchMock, 'PUT /school/chat-message-update/31/')).toEqual([{ content: 'See you at 10' }]);
  });

  it('offers the sender of a picture alone Remove but no Edit, with its time under the picture', async () => {
    const picture = {
      id: 4,
      kind: 'image' as const,
      name: 'drawing.jpg',
      size: 52_000,
      url: '/media/chat/drawing.jpg?sig=1',
      preview_url: '/media/chat/drawing-preview.jpg?sig=1',
      width: 1200,
      height: 900,
    };
    const message = { ...buildMessage(32, SAM, ''), time: justNow(), attachments: [picture] };
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(groupWith(message)) });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]?.querySelector('p')).toBeNull();
  });

  it('keeps the text when Escape cancels an edit', async () => {
    const message = { ...buildMessage(31, SAM, 'See you at 9'), time: justNow() };
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(groupWith(message)) });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit your message' }), ' or later{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getByText('See you at 9')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/chat-message-update/31/')).toEqual([]);
  });

  it('removes it after asking, leaving "Message removed" in its place', async () => {
    const message = { ...buildMessage(31, SAM, 'Wrong chat, sorry'), time: justNow() };
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(groupWith(message)),
      'DELETE /school/chat-message-delete/31/': new Response(null, { status: 204 }),
    });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Message removed')).toBeInTheDocument();
    expect(screen.queryByText('Wrong chat, sorry')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for your message' })).not.toBeInTheDocument();
  });

  it('offers only Remove once the 15 minutes are over, and no menu on others’ messages', async () => {
    const old = { ...buildMessage(31, SAM, 'Old news'), time: new Date(Date.now() - 16 * 60_000).toISOString() };
    const theirs = { ...buildMessage(32, ADA, 'Thanks'), time: justNow() };
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(groupWith(old, theirs)) });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    const menus = await screen.findAllByRole('button', { name: 'Actions for your message' });
    expect(menus).toHaveLength(1);
    await userEvent.click(menus[0]!);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Remove']);
  });

  it('shows members the earlier versions of an edited message in a dialog', async () => {
    const message = { ...buildMessage(31, ADA, 'Trip on Friday'), time: '2031-05-02T09:30:00.000Z', edited_at: '2031-05-02T09:35:00.000Z' };
    routeFetch(fetchMock, {
      'GET /school/chat-group-get/5/': jsonResponse(groupWith(message)),
      'GET /school/chat-message-versions/31/': jsonResponse({
        message: 31,
        versions: [{ id: 1, content: 'Trip on Thursday', time: '2031-05-02T09:30:00.000Z', replaced_at: '2031-05-02T09:35:00.000Z' }],
      }),
    });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    await userEvent.click(await screen.findByRole('button', { name: /show the earlier versions/ }));
    const dialog = screen.getByRole('dialog', { name: 'Earlier versions' });
    expect(await within(dialog).findByText('Trip on Thursday')).toBeInTheDocument();
    expect(within(dialog).getByText('Trip on Friday')).toBeInTheDocument();
  });

  it('shows a removed message of someone else as "Message removed", without its report button', async () => {
    const removed = { ...buildMessage(31, ADA, ''), is_removed: true };
    routeFetch(fetchMock, { 'GET /school/chat-group-get/5/': jsonResponse(groupWith(removed)) });
    renderWithProviders(<Messages viewerId={SAM.id} />);
    expect(await screen.findByText('Message removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });
});

describe('the typing line', () => {
  afterEach(() => {
    vi.useRealTimers();
    [ADA, SAM, PRIYA].forEach((person) => clearTyping(5, person.id));
  });

  it('names who types, never the viewer, and forgets them 5 s after their last frame', () => {
    vi.useFakeTimers();
    renderWithProviders(<TypingLine groupId={5} currentUserId={SAM.id} />);
    const line = document.querySelector('[aria-live="polite"]')!;
    act(() => noteTyping(5, PRIYA));
    expect(line).toHaveTextContent('Priya is typing...');
    act(() => noteTyping(5, SAM));
    expect(line).toHaveTextContent('Priya is typing...');
    act(() => noteTyping(5, ADA));
    expect(line).toHaveTextContent('Priya and Ada are typing...');
    act(() => vi.advanceTimersByTime(3000));
    act(() => noteTyping(5, ADA));
    act(() => vi.advanceTimersByTime(2500));
    expect(line).toHaveTextContent('Ada is typing...');
    act(() => vi.advanceTimersByTime(3000));
    expect(line).toHaveTextContent('');
  });
});
