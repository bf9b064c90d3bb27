import { CHAT_SEARCH_MESSAGES, type ChatSearchPageDto } from '@homeroom/contract/chat-search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ChatSearch } from './chat-search.tsx';

const PAGE: ChatSearchPageDto = {
  page: 1,
  has_more: true,
  results: [
    {
      message_id: 71,
      chat: { id: 5, name: 'direct', direct_message: true, recipient: { id: 2, first_name: 'Sam', last_name: 'Carter' } },
      sender: { id: 2, first_name: 'Sam', last_name: 'Carter' },
      time: '2026-03-02T09:30:00Z',
      snippet: [
        { text: 'The ', match: false },
        { text: 'trip', match: true },
        { text: ' is on Friday.', match: false },
      ],
    },
  ],
};

describe('the chat search', () => {
  const fetchMock = stubFetch();

  it('asks for a word before searching, then shows each result marked and linked to the message in its chat', async () => {
    routeFetch(fetchMock, {
      'GET /school/chat-search/?q=trip&page=1': jsonResponse(PAGE),
      'GET /school/chat-search/?q=trip&page=2': jsonResponse({ ...PAGE, page: 2, has_more: false, results: [{ ...PAGE.results[0]!, message_id: 60 }] }),
    });
    renderWithProviders(<ChatSearch currentUserId={1} />);
    const box = screen.getByRole('searchbox', { name: 'Search your messages' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByText(CHAT_SEARCH_MESSAGES.queryRequired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, ' trip {Enter}');
    const list = await screen.findByRole('list', { name: 'Messages found for “trip”' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', '/chatGroup/5?message=71');
    expect(link).toHaveTextContent('Sam Carter');
    expect(within(link).getByText('trip').tagName).toBe('MARK');
    expect(screen.getByRole('status')).toHaveTextContent('Messages found: 1 so far');

    await userEvent.click(screen.getByRole('button', { name: 'More results' }));
    expect(await within(list).findAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Messages found: 2');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();

    await userEvent.type(box, '{Escape}');
    expect(screen.queryByRole('list', { name: 'Messages found for “trip”' })).toBeNull();
    expect(box).toHaveValue('');
  });
});
