import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildClassPage, buildStory, buildStoryComment, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { uploadStoryImage } from '../api/upload-story-image.ts';
import { StoriesPanel } from './stories-panel.tsx';

vi.mock('../api/upload-story-image.ts', () => ({ uploadStoryImage: vi.fn() }));

const PICTURES = [
  { id: 1, story: 71, image: '/media/stories/a-display.webp', full_image: '/media/stories/a-full.webp' },
  { id: 2, story: 71, image: '/media/stories/b-display.webp', full_image: '/media/stories/b-full.webp' },
];
const STORY = buildStory({ story_images: PICTURES });

function png(name: string): File {
  return new File(['picture'], name, { type: 'image/png' });
}

/** The comment form of the only story; asked for again, as it is replaced when it wakes. */
const commentForm = () => screen.getByRole('form', { name: 'Add a comment' });
const commentField = () => within(commentForm()).getByLabelText('Add a comment');

function renderStories(canManage: boolean, stories = [STORY]) {
  return renderWithProviders(<StoriesPanel classId={12} stories={stories} canManage={canManage} />);
}

describe('StoriesPanel', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    // jsdom has no object URLs; the previews only need an address.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.mocked(uploadStoryImage).mockReset());

  it('lists the comments oldest first, with their author and time, in a scrolling box', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([
        buildStoryComment({ id: 2, content: 'Second', created_at: '2031-05-03T16:00:00.000Z' }),
        buildStoryComment({
          id: 1,
          content: 'First',
          created_at: '2031-05-03T15:00:00.000Z',
          author: { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null },
        }),
        buildStoryComment({ id: 3, content: 'Third', created_at: '2031-05-03T17:00:00.000Z', author: null }),
      ]),
    });
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get');
    renderStories(false);
    const list = await screen.findByRole('region', { name: 'Comments on Our visit to the farm' });
    // A reversed column opens at its end, the newest, without the page reading a layout for it.
    expect(list).toHaveClass('max-h-64', 'overflow-y-auto', 'flex-col-reverse');
    expect(scrollHeight).not.toHaveBeenCalled();
    scrollHeight.mockRestore();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Ada Lovelace.*First$/),
      expect.stringMatching(/Jun Park.*Second$/),
      expect.stringMatching(/A former member.*Third$/),
    ]);
    expect(
      within(items[0]!).getByText(
        new Date('2031-05-03T15:00:00.000Z').toLocaleString(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ),
    ).toBeInTheDocument();
  });

  it('lets the browser skip drawing the stories below the first while they are off screen, but not one the school hides', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71,72': jsonResponse([]),
    });
    renderStories(true, [
      buildStory({ id: 73, title: 'Hidden', date: '2031-05-01T14:00:00.000Z', hidden_by_school: true }),
      buildStory({ id: 72, title: 'Older', date: '2031-05-02T14:00:00.000Z' }),
      buildStory({ id: 71, title: 'Newest', date: '2031-05-03T14:00:00.000Z' }),
    ]);
    const [newest, older, hidden] = await waitFor(() => {
      const articles = screen.getAllByRole('article');
      expect(articles).toHaveLength(3);
      return articles;
    });
    expect(newest).toHaveAccessibleName('Newest');
    expect(newest!.parentElement).not.toHaveClass('[&>article]:[content-visibility:auto]');
    expect(older).toHaveAccessibleName('Older');
    expect(older!.parentElement).toHaveClass('[&>article]:[content-visibility:auto]');
    expect(hidden).toHaveAccessibleName('Hidden');
    expect(hidden!.parentElement).not.toHaveClass('[&>article]:[content-visibility:auto]');
  });

  it('does not send an empty comment, and sends a trimmed one', async () => {
    let comments = [] as ReturnType<typeof buildStoryComment>[];
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': () => jsonResponse(comments),
      'POST /school/story-comment-create/': () => {
        comments = [buildStoryComment({ content: 'So much fun' })];
        return jsonResponse(comments[0], 201);
      },
    });
    renderStories(false);
    expect(await screen.findByText('There are no comments yet.')).toBeInTheDocument();
    await userEvent.type(commentField(), '   ');
    await userEvent.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await within(commentForm()).findByText(CLASS_CONTENT_MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/story-comment-create/')).toEqual([]);

    await userEvent.type(commentField(), '  So much fun  ');
    await userEvent.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('So much fun')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/story-comment-create/')).toEqual([
      { content: 'So much fun', story: 71 },
    ]);
    expect(commentField()).toHaveValue('');
  });

  it('wakes the resting comment form when its field is focused: the field keeps the focus and what is typed is sent', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([]),
      'POST /school/story-comment-create/': () => jsonResponse(buildStoryComment({ content: 'Lovely' }), 201),
    });
    renderStories(false);
    await screen.findByText('There are no comments yet.');
    const resting = commentField();
    await userEvent.click(resting);
    // The real form took the resting one's place, and its field the focus.
    await waitFor(() => expect(commentField()).not.toBe(resting));
    expect(commentField()).toHaveFocus();
    await userEvent.keyboard('Lovely');
    expect(commentField()).toHaveValue('Lovely');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /school/story-comment-create/')).toEqual([{ content: 'Lovely', story: 71 }]),
    );
  });

  it('checks a comment sent from the resting form, and focuses its field with the message', async () => {
    routeFetch(fetchMock, { 'GET /school/class-story-comments/12/?stories=71': jsonResponse([]) });
    renderStories(false);
    await screen.findByText('There are no comments yet.');
    await userEvent.click(within(commentForm()).getByRole('button', { name: 'Post comment' }));
    expect(await within(commentForm()).findByText(CLASS_CONTENT_MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(commentField()).toHaveFocus();
    expect(commentField()).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /school/story-comment-create/')).toEqual([]);
  });

  it('shows the pictures at display size and opens one at full size', async () => {
    routeFetch(fetchMock, { 'GET /school/class-story-comments/12/?stories=71': jsonResponse([]) });
    renderStories(false);
    const pictures = screen.getByRole('list', { name: 'Pictures of Our visit to the farm' });
    expect(Array.from(pictures.querySelectorAll('img'), (image) => image.getAttribute('src'))).toEqual([
      '/media/stories/a-display.webp',
      '/media/stories/b-display.webp',
    ]);
    await userEvent.click(within(pictures).getByRole('button', { name: 'View picture 2 of 2 full size' }));
    const viewer = screen.getByRole('dialog', { name: 'Our visit to the farm: picture 2 of 2' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/media/stories/b-full.webp');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/media/stories/a-full.webp');
    fireEvent(viewer, new Event('cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a parent no story controls', async () => {
    routeFetch(fetchMock, { 'GET /school/class-story-comments/12/?stories=71': jsonResponse([]) });
    renderStories(false);
    await screen.findByText('There are no comments yet.');
    expect(screen.queryByRole('button', { name: 'New story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add pictures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit or delete/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish: the stories, their pictures and comments', async () => {
    routeFetch(fetchMock, { 'GET /school/class-story-comments/12/?stories=71': jsonResponse([]) });
    await applyLanguage('es');
    renderStories(true);
    expect(screen.getByRole('heading', { level: 2, name: /Historias/ })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay comentarios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva historia' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ver la imagen 1 de 2 a tamaño completo' }),
    ).toBeInTheDocument();
  });

  it('creates a story, then uploads each chosen picture to it', async () => {
    routeFetch(fetchMock, {
      'POST /school/story-create/': jsonResponse(buildStory({ id: 72, title: 'Sports day' }), 201),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    vi.mocked(uploadStoryImage).mockImplementation(async (storyId, file) => ({
      id: 9,
      story: storyId,
      image: `/media/${file.name}`,
      full_image: `/media/${file.name}`,
    }));
    // The picker's accept list is only a hint: a file of another type is still refused.
    const user = userEvent.setup({ applyAccept: false });
    renderStories(true, []);
    await user.click(screen.getByRole('button', { name: 'New story' }));
    const form = screen.getByRole('form', { name: 'New story' });
    await user.click(within(form).getByRole('button', { name: 'Publish story' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(CLASS_CONTENT_MESSAGES.contentRequired)).toBeInTheDocument();

    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', IMAGE_UPLOAD.accept);
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [png('race.png'), png('medals.png')]);
    expect(within(form).getByRole('list', { name: 'Chosen pictures' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove medals.png' }));
    await user.upload(input, [png('medals.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(within(form).getByText(`notes.txt: ${IMAGE_UPLOAD.wrongTypeMessage}`)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Title'), 'Sports day');
    await userEvent.type(within(form).getByLabelText('Content'), 'Everyone ran.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish story' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.storyCreated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/story-create/')).toEqual([
      { title: 'Sports day', content: 'Everyone ran.', school_class: 12 },
    ]);
    expect(vi.mocked(uploadStoryImage).mock.calls.map(([storyId, file]) => [storyId, file.name])).toEqual([
      [72, 'race.png'],
      [72, 'medals.png'],
    ]);
  });

  it('says when the story could not be created', async () => {
    routeFetch(fetchMock, { 'POST /school/story-create/': jsonResponse({ detail: 'Server error' }, 500) });
    renderStories(true, []);
    await userEvent.click(screen.getByRole('button', { name: 'New story' }));
    const form = screen.getByRole('form', { name: 'New story' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Sports day');
    await userEvent.type(within(form).getByLabelText('Content'), 'Everyone ran.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish story' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.storyCreateFailed)).toBeInTheDocument();
    expect(uploadStoryImage).not.toHaveBeenCalled();
  });

  it('adds pictures to a story and offers to retry the ones that failed', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([]),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    vi.mocked(uploadStoryImage)
      .mockResolvedValueOnce(PICTURES[0]!)
      .mockRejectedValueOnce(new Error('lost'))
      .mockResolvedValueOnce(PICTURES[1]!);
    renderStories(true);
    const card = screen.getByRole('article', { name: 'Our visit to the farm' });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [png('one.png'), png('two.png')]);
    expect(await within(card).findByText('two.png: It could not be uploaded.')).toBeInTheDocument();
    expect(within(card).getByText('The picture has been added.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Retry upload' }));
    expect(await within(card).findByText('The picture has been added.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
    expect(vi.mocked(uploadStoryImage).mock.calls.map(([storyId, file]) => [storyId, file.name])).toEqual([
      [71, 'one.png'],
      [71, 'two.png'],
      [71, 'two.png'],
    ]);
  });

  it('edits a story and deletes it after confirmation', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([]),
      'PUT /school/story-update/71/': jsonResponse(STORY),
      'DELETE /school/story-delete/71/': () => new Response(null, { status: 204 }),
      'GET /school/class/12/': () => jsonResponse(buildClassPage()),
    });
    renderStories(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Our visit to the farm' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit story: Our visit to the farm' });
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save story' }));
    expect(await within(form).findByText(CLASS_CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Title'), 'At the farm');
    await userEvent.click(within(form).getByRole('button', { name: 'Save story' }));
    expect(await screen.findByText('The story has been updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /school/story-update/71/')).toEqual([
      { title: 'At the farm', content: 'We fed the lambs.' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit or delete Our visit to the farm' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this story?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The story has been deleted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /school/story-delete/71/')).toHaveLength(1);
  });

  describe('a class with many stories', () => {
    /** Eight stories, newest first by id (81 is the newest), each with one comment; 84 hidden by the school. */
    const MANY = Array.from({ length: 8 }, (_, index) =>
      buildStory({
        id: 74 + index,
        title: `Week ${index + 1}`,
        date: `2031-05-${String(index + 1).padStart(2, '0')}T14:00:00.000Z`,
        story_images: index === 7 ? PICTURES.map((picture) => ({ ...picture, story: 81 })) : [],
        ...(index === 3 ? { hidden_by_school: true } : {}),
      }),
    );
    const COMMENTS_URL = 'GET /school/class-story-comments/12/?stories=74,75,76,78,79,80,81';
    const commentsOfMany = () =>
      jsonResponse(
        MANY.filter((story) => !story.hidden_by_school).map((story, index) =>
          buildStoryComment({ id: 200 + index, story: story.id, content: `About ${story.title}` }),
        ),
      );
    const titles = () => Array.from(document.querySelectorAll('article h3'), (heading) => heading.textContent);

    it('asks for the comments of every story shown in one request, and hands each story its own', async () => {
      routeFetch(fetchMock, { [COMMENTS_URL]: commentsOfMany });
      // Kept fresh as the app keeps them: stories drawn later find their comments and ask nothing more.
      renderWithProviders(<StoriesPanel classId={12} stories={MANY} canManage />, { staleTime: 30_000 });
      await screen.findByText('About Week 1', undefined, { timeout: 5000 });
      for (const story of MANY.filter((entry) => !entry.hidden_by_school)) {
        // Each story's own comment under it, and no other.
        const card = document.getElementById(`story-${story.id}`)!;
        expect(card.querySelectorAll('ol > li')).toHaveLength(1);
        expect(within(card).getByText(`About ${story.title}`)).toBeInTheDocument();
      }
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
        '/api/v1/school/class-story-comments/12/?stories=74,75,76,78,79,80,81',
      ]);
    });

    it('draws the newest story with the panel, and the others a part at a time once their comments are in', async () => {
      let answerComments = () => {};
      routeFetch(fetchMock, {
        [COMMENTS_URL]: () =>
          new Promise<Response>((resolve) => {
            answerComments = () => resolve(commentsOfMany());
          }),
      });
      renderWithProviders(<StoriesPanel classId={12} stories={MANY} canManage={false} />);
      expect(titles()).toEqual(['Week 8']);
      expect(screen.getByText('Loading comments…')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(titles()).toEqual(['Week 8']);
      answerComments();
      await waitFor(() => expect(titles()).toHaveLength(8));
      expect(titles()).toEqual(['Week 8', 'Week 7', 'Week 6', 'Week 5', 'Week 4', 'Week 3', 'Week 2', 'Week 1']);
      await waitFor(() => expect(screen.getAllByRole('form', { name: 'Add a comment' })).toHaveLength(7));
      // Each later story came with its comments: none waits behind a spinner.
      expect(screen.queryByText('Loading comments…')).not.toBeInTheDocument();
      expect(within(document.getElementById('story-74')!).getByText('About Week 1')).toBeInTheDocument();
    });

    it('draws at once the story the address points to, so that the page can scroll to it', () => {
      routeFetch(fetchMock, { [COMMENTS_URL]: commentsOfMany });
      renderWithProviders(<StoriesPanel classId={12} stories={MANY} canManage={false} />, { path: '/class/12#story-75' });
      expect(titles()).toHaveLength(7);
      expect(document.getElementById('story-75')).toHaveTextContent('Week 2');
    });

    it('loads the newest story’s first picture at once and first, and the others as they come near', () => {
      routeFetch(fetchMock, { [COMMENTS_URL]: commentsOfMany });
      renderWithProviders(<StoriesPanel classId={12} stories={MANY} canManage={false} />);
      const pictures = screen.getByRole('list', { name: 'Pictures of Week 8' }).querySelectorAll('img');
      expect(Array.from(pictures, (image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
        ['eager', 'high'],
        ['lazy', 'auto'],
      ]);
    });
  });
});
