import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-content-messages';
import type { StoryDto } from '@homeroom/contract/stories';
import { BookOpen } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { TitleContentForm } from '../../../components/title-content-form.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateStory } from '../api/create-story.ts';
import { usePrefetchStoryComments } from '../api/get-story-comments.ts';
import { useStoriesInSteps } from '../hooks/use-stories-in-steps.ts';
import { useStoryImageUploads } from '../hooks/use-story-image-uploads.ts';
import { loadStoryFormSchema } from '../story-form-schemas.ts';
import { PicturePicker } from './picture-picker.tsx';
import { StoryCard, StoryUploadProgressBar } from './story-card.tsx';

interface StoriesPanelProps {
  classId: number;
  stories: readonly StoryDto[];
  /** The class's teacher writes, edits and deletes; parents read and comment. */
  canManage: boolean;
  /** False for a leader of the school, who reads the class without commenting, and once the class's year has ended. */
  canComment?: boolean;
  /** Under each story: who read it (read receipts, handed in by the class page). */
  renderReceipt?: (story: StoryDto) => ReactNode;
}

/**
 * Below the first story, the browser skips styling, laying out and painting a story's card while it
 * is off screen (sized meanwhile as it was last drawn, or 50rem), and draws it as it comes near;
 * find in page and screen readers still reach it. Its paint is contained, so what opens over it must
 * fit inside: a story with its text and comments is taller than its menu; one the school hides is
 * not, and is left out.
 */
const OFF_SCREEN_CARD =
  '[&>article]:[content-visibility:auto] [&>article]:[contain-intrinsic-size:auto_50rem]';

/** Newest first, whatever order they come in. */
function newestFirst(stories: readonly StoryDto[]): StoryDto[] {
  // Dates are ISO days: compared as plain strings (`localeCompare` costs a slow phone milliseconds a list).
  return [...stories].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** The class's stories with their pictures and comments (docs/product.md, "Pages and navigation"). */
export function StoriesPanel({
  classId,
  stories,
  canManage,
  canComment = true,
  renderReceipt,
}: StoriesPanelProps) {
  const { t } = useTranslation('stories');
  const pictureStatus = useTimedMessage();
  const creation = usePanelCreation(pictureStatus.clear);
  const { status } = creation;
  const sorted = useMemo(() => newestFirst(stories), [stories]);
  // Comments of the stories they are shown on: not those the school hides (their teachers see only that).
  const hasComments = usePrefetchStoryComments(
    classId,
    sorted.filter((story) => !story.hidden_by_school).map((story) => story.id),
  );
  const { hash } = useLocation();
  const linkedIndex = sorted.findIndex((story) => hash === `#story-${story.id}`);
  const drawn = useStoriesInSteps(sorted.length, linkedIndex + 1, hasComments);

  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={stories.length}
        createLabel={t('panel.create')}
        canCreate={canManage}
        creation={creation}
      />
      {pictureStatus.message && (
        <StatusMessage tone={pictureStatus.message.tone}>
          {pictureStatus.message.text.split('\n')}
        </StatusMessage>
      )}
      {creation.isCreating && (
        <CreateStoryForm
          classId={classId}
          onClose={creation.close}
          onStatus={status.show}
          onPictureProblems={(lines) => pictureStatus.show({ tone: 'error', text: lines.join('\n') })}
        />
      )}
      {stories.length === 0 ? (
        <ContentEmpty icon={<BookOpen className="size-7" />} title={t('panel.empty')} />
      ) : (
        <ContentList>
          {sorted.slice(0, drawn.stories).map((story, index) => (
            <li
              key={story.id}
              id={`story-${story.id}`}
              className={classNames('scroll-mt-20', index > 0 && !story.hidden_by_school && OFF_SCREEN_CARD)}
            >
              <StoryCard
                classId={classId}
                story={story}
                canManage={canManage}
                canComment={canComment}
                onStatus={status.show}
                isOnFirstScreen={index === 0}
                isCommentsDrawn={index < drawn.withComments}
              />
              {renderReceipt?.(story)}
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}

interface CreateStoryFormProps {
  classId: number;
  onClose: () => void;
  onStatus: (message: TimedMessage) => void;
  /** Pictures the new story could not take; the story is saved and they can be added again. */
  onPictureProblems: (lines: string[]) => void;
}

/** A new story and its pictures: the story is saved first, then each picture with its progress. */
function CreateStoryForm({ classId, onClose, onStatus, onPictureProblems }: CreateStoryFormProps) {
  const { t } = useTranslation('stories');
  const createStory = useCreateStory(classId);
  const uploads = useStoryImageUploads(classId);
  const [files, setFiles] = useState<File[]>([]);

  return (
    <TitleContentForm
      heading={t('panel.create')}
      schema={loadStoryFormSchema}
      submitLabel={t('panel.publish')}
      onCancel={onClose}
      onSubmit={async (values) => {
        let story: StoryDto;
        try {
          story = await createStory.mutateAsync(values);
        } catch (error) {
          onStatus({ tone: 'error', text: CLASS_CONTENT_MESSAGES.storyCreateFailed });
          throw error;
        }
        const { errors } = files.length > 0 ? await uploads.upload(story.id, files) : { errors: [] };
        onClose();
        onStatus({ tone: 'success', text: CLASS_CONTENT_MESSAGES.storyCreated });
        if (errors.length > 0) {
          onPictureProblems([...errors, t('panel.addAgain')]);
        }
      }}
    >
      <PicturePicker files={files} onChange={setFiles} disabled={uploads.isUploading} />
      {uploads.progress && <StoryUploadProgressBar progress={uploads.progress} />}
    </TitleContentForm>
  );
}
