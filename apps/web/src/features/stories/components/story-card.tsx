import type { StoryDto } from '@homeroom/contract/stories';
import { RotateCcw } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EditablePostCard } from '../../../components/editable-post-card.tsx';
import { HiddenBySchool, ReportToSchool } from '../../../components/report-to-school.tsx';
import { TitleContentForm } from '../../../components/title-content-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message.ts';
import { useDeleteStory } from '../api/delete-story.ts';
import { useUpdateStory } from '../api/update-story.ts';
import { useStoryImageUploads, type StoryUploadProgress } from '../hooks/use-story-image-uploads.ts';
import { loadStoryUpdateSchema } from '../story-form-schemas.ts';
import { checkPictures, PictureFileInput } from './picture-picker.tsx';
import { StoryCommentsToggle } from './story-comment-controls.tsx';
import { StoryComments } from './story-comments.tsx';
import { StoryPictures } from './story-pictures.tsx';

interface StoryCardProps {
  classId: number;
  story: StoryDto;
  /** The class's teacher edits, deletes and adds pictures; everyone in the class comments. */
  canManage: boolean;
  /** False for a leader of the school, who reads without commenting, and once the class's year has ended. */
  canComment?: boolean;
  /** Reports a change to the panel, which outlives a deleted story. */
  onStatus: (message: TimedMessage) => void;
  /** The newest story, at the top of the tab: its first picture loads at once. */
  isOnFirstScreen?: boolean;
  /** False while the Stories tab draws the story in steps: its comments come in the next task (`useStoriesInSteps`). */
  isCommentsDrawn?: boolean;
}

/**
 * One story: its text, pictures and comments, with the teacher's edit mode and delete. Drawn again
 * only when its own props change: the Stories tab adds its stories one task at a time, and each
 * step would otherwise draw every story above it again.
 */
export const StoryCard = memo(function StoryCard({
  classId,
  story,
  canManage,
  canComment = true,
  onStatus,
  isOnFirstScreen = false,
  isCommentsDrawn = true,
}: StoryCardProps) {
  const { t } = useTranslation('stories');
  const updateStory = useUpdateStory(classId, story.id);
  const deleteStory = useDeleteStory(classId, story.id);

  return (
    <EditablePostCard
      title={story.title}
      date={story.date}
      canManage={canManage}
      renderEditForm={(close) => (
        <TitleContentForm
          heading={t('card.editHeading', { title: story.title })}
          schema={loadStoryUpdateSchema}
          defaultValues={{ title: story.title, content: story.content }}
          submitLabel={t('card.save')}
          onCancel={close}
          onSubmit={async (values) => {
            await updateStory.mutateAsync(values);
            close();
            onStatus({ tone: 'success', text: t('card.updated') });
          }}
        />
      )}
      deletion={{
        title: t('card.deleteTitle'),
        description: t('card.deleteDescription', { title: story.title }),
        failureText: t('card.deleteFailed'),
        onDelete: async () => {
          await deleteStory.mutateAsync();
          onStatus({ tone: 'success', text: t('card.deleted') });
        },
      }}
      readerActions={
        <ReportToSchool kind="story" id={story.id} itemName={t('card.reportName', { title: story.title })} />
      }
    >
      {/* Only its class's teachers still get a story the school hides: they see that it is hidden, not its text. */}
      {story.hidden_by_school ? (
        <HiddenBySchool />
      ) : (
        <>
          <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{story.content}</p>
          <StoryPictures story={story} isOnFirstScreen={isOnFirstScreen} />
          {canManage && <AddStoryPictures classId={classId} storyId={story.id} />}
          {canManage && canComment && (
            <div className="flex justify-end">
              <StoryCommentsToggle
                classId={classId}
                storyId={story.id}
                isEnabled={story.comments_enabled}
                onStatus={onStatus}
              />
            </div>
          )}
          {isCommentsDrawn && (
            <StoryComments
              classId={classId}
              storyId={story.id}
              storyTitle={story.title}
              canComment={canComment}
              commentsEnabled={story.comments_enabled}
              canModerate={canManage && canComment}
            />
          )}
        </>
      )}
    </EditablePostCard>
  );
});

/** "Uploading picture 2 of 3", with the progress of that picture. */
export function StoryUploadProgressBar({ progress }: { progress: StoryUploadProgress }) {
  const { t } = useTranslation('stories');
  const label =
    progress.total === 1
      ? t('pictures.uploading')
      : t('pictures.uploadingOf', { current: progress.current, total: progress.total });
  return <ProgressBar value={progress.percent} label={label} />;
}

/** The teacher adds pictures to a story that exists; the ones that fail can be sent again. */
function AddStoryPictures({ classId, storyId }: { classId: number; storyId: number }) {
  const { t } = useTranslation('stories');
  const uploads = useStoryImageUploads(classId);
  const [failed, setFailed] = useState<File[]>([]);
  const status = useTimedMessage();

  async function send(files: readonly File[], problems: readonly string[] = []) {
    status.clear();
    const result = await uploads.upload(storyId, files);
    setFailed(result.failed);
    const added = files.length - result.failed.length;
    const errors = [...problems, ...result.errors];
    if (errors.length > 0) {
      status.show({
        tone: 'error',
        text: [...(added > 0 ? [t('pictures.added', { count: added })] : []), ...errors].join('\n'),
      });
    } else {
      status.show({ tone: 'success', text: t('pictures.added', { count: added }) });
    }
  }

  function pick(files: File[]) {
    const { accepted, problems } = checkPictures(files);
    if (accepted.length === 0) {
      status.show({ tone: 'error', text: problems.join('\n') });
      return;
    }
    void send(accepted, problems);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <PictureFileInput label={t('pictures.add')} onPick={pick} isLoading={uploads.isUploading} />
        {failed.length > 0 && !uploads.isUploading && (
          <Button
            variant="ghost"
            size="sm"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => void send(failed)}
          >
            {t('pictures.retry', { count: failed.length })}
          </Button>
        )}
      </div>
      {uploads.progress && (
        <div className="w-full max-w-xs">
          <StoryUploadProgressBar progress={uploads.progress} />
        </div>
      )}
      {status.message && (
        <StatusMessage tone={status.message.tone}>{status.message.text.split('\n')}</StatusMessage>
      )}
    </div>
  );
}
