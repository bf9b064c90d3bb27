import { loadOnce } from '../../lib/load-once.ts';

/**
 * The Stories tab's form schemas, loaded with a form's first check (`useApiForm` takes a loader):
 * the tab draws its comment forms, and a teacher's story forms, without zod and the contract's
 * schemas, which are not needed to read the class (docs/decisions.md, "The class page's first
 * screen on a phone, round 3").
 */
const storiesContract = () => import('@homeroom/contract/stories');

/** A new story: its title and content (pictures are checked on their own). */
export const loadStoryFormSchema = loadOnce(() =>
  storiesContract().then(({ StoryCreateBodySchema }) =>
    StoryCreateBodySchema.pick({ title: true, content: true }),
  ),
);

/** A story edited: the edit form's messages differ from the new story's (docs/product.md, "Validation"). */
export const loadStoryUpdateSchema = loadOnce(() =>
  storiesContract().then(({ StoryUpdateBodySchema }) => StoryUpdateBodySchema),
);

/** A comment: trimmed, and an empty one is not sent (docs/product.md, "Validation", docs/decisions.md). */
export const loadCommentFormSchema = loadOnce(() =>
  storiesContract().then(({ StoryCommentCreateBodySchema }) =>
    StoryCommentCreateBodySchema.pick({ content: true }),
  ),
);
