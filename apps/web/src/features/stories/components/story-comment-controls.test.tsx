import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildStory, buildStoryComment, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { StoriesPanel } from './stories-panel.tsx';

const COMMENT = buildStoryComment({
  id: 5,
  content: 'Not nice',
  author: { id: 9, first_name: 'Ada', last_name: 'Rude', profile_picture: null },
});

describe('comments off and hiding a comment', () => {
  const fetchMock = stubFetch();

  it('shows a note instead of the comment box on a story whose comments are off; existing comments stay', async () => {
    routeFetch(fetchMock, { 'GET /school/class-story-comments/12/?stories=71': jsonResponse([COMMENT]) });
    renderWithProviders(
      <StoriesPanel classId={12} stories={[buildStory({ comments_enabled: false })]} canManage={false} />,
    );
    expect(await screen.findByText('Not nice')).toBeInTheDocument();
    expect(screen.getByText('Comments are turned off for this story.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn comments on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide comment/ })).not.toBeInTheDocument();
  });

  it('lets the teacher turn comments off and hide a comment after asking', async () => {
    let comments = [COMMENT];
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': () => jsonResponse(comments),
      'POST /school/story-comments-set/71/': () => jsonResponse(buildStory({ comments_enabled: false })),
      'POST /school/content-hide/': () => {
        comments = [];
        return jsonResponse({ kind: 'comment', item: 5, hidden: true });
      },
      'GET /school/class/12/': jsonResponse({}),
    });
    renderWithProviders(<StoriesPanel classId={12} stories={[buildStory()]} canManage />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn comments off' }));
    expect(await screen.findByText('Comments are off. Existing comments stay visible.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/story-comments-set/71/')).toEqual([{ comments_enabled: false }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Hide comment: Ada Rude' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('There are no comments yet.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/content-hide/')).toEqual([{ kind: 'comment', id: 5 }]);
  });
});
