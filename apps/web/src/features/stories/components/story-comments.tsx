import type { StoryCommentDto } from '@homeroom/contract/stories';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { HiddenBySchool, ReportToSchool } from '../../../components/report-to-school.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MessageCircleIcon, SendIcon } from '../../../components/ui/list-icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { MODERATION_MESSAGES } from '@homeroom/contract/moderation-messages';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useCreateStoryComment } from '../api/create-story-comment.ts';
import { useStoryComments } from '../api/get-story-comments.ts';
import { loadCommentFormSchema } from '../story-form-schemas.ts';
import { HideCommentButton } from './story-comment-controls.tsx';

/** Oldest first, so the newest is last, whatever order they come in. */
function oldestFirst(comments: readonly StoryCommentDto[]): StoryCommentDto[] {
  return [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/**
 * A story's comments, newest last in a box that scrolls, and a form to add one: not for a leader
 * of the school, who reads the class without taking part, nor once the class's year has ended
 * (`canComment` false).
 */
export function StoryComments({
  classId,
  storyId,
  storyTitle,
  canComment = true,
  commentsEnabled = true,
  canModerate = false,
}: {
  /** The story's class: its comments are asked for with those of the other stories shown. */
  classId: number;
  storyId: number;
  storyTitle: string;
  canComment?: boolean;
  /** False once a teacher turned new comments off: the form gives way to a note. */
  commentsEnabled?: boolean;
  /** A teacher of the class, who hides comments. */
  canModerate?: boolean;
}) {
  const { t } = useTranslation('stories');
  const headingId = useId();
  const comments = useStoryComments(classId, storyId);

  return (
    <section aria-labelledby={headingId} className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <MessageCircleIcon className="size-4 text-brand-700" />
        {t('comments.heading')}
        {comments.data && <span className="font-normal text-slate-600">({comments.data.length})</span>}
      </h4>
      {comments.isPending ? (
        <Spinner size="sm" label={t('comments.loading')} showLabel />
      ) : comments.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <StatusMessage tone="error" className="flex-1">
            {t('comments.loadFailed')}
          </StatusMessage>
          <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
            {t('comments.tryAgain')}
          </Button>
        </div>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('comments.empty')}</p>
      ) : (
        <CommentList comments={oldestFirst(comments.data)} storyTitle={storyTitle} canModerate={canModerate} />
      )}
      {canComment && commentsEnabled && <CommentForm storyId={storyId} />}
      {!commentsEnabled && (
        <p className="text-sm text-slate-600 italic">{translateMessage(MODERATION_MESSAGES.commentsOff)}</p>
      )}
    </section>
  );
}

function CommentList({
  comments,
  storyTitle,
  canModerate,
}: {
  comments: StoryCommentDto[];
  storyTitle: string;
  canModerate: boolean;
}) {
  const { t } = useTranslation('stories');
  const scrollRef = useRef<HTMLDivElement>(null);
  const newestId = comments.at(-1)?.id;
  // The kept account, there from the first draw: no list is drawn again when `user/` answers.
  const currentUserId = useAuthStore((state) => state.account?.id);

  // Newest last, in view when the list opens: the box is a reversed column (its one child, the
  // list, keeps its order), which a browser opens scrolled to its end without asking for a layout.
  // Scrolling from script on every list drawn made the browser lay out stories it was skipping
  // while off screen (docs/decisions.md, "Lighthouse's TBT, round 6"). A comment that arrives
  // later brings the end back into view: there, 0 is the end of a reversed column.
  const shownNewestId = useRef(newestId);
  useEffect(() => {
    const list = scrollRef.current;
    if (!list || shownNewestId.current === newestId) return;
    shownNewestId.current = newestId;
    list.scrollTop = 0;
  }, [newestId]);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={t('comments.listLabel', { title: storyTitle })}
      // Focusable, so that keyboard users can scroll it too.
      tabIndex={0}
      className="flex max-h-64 flex-col-reverse overflow-y-auto rounded-xl bg-slate-50 ring-1 ring-slate-200"
    >
      <ol className="flex shrink-0 flex-col divide-y divide-slate-200">
        {comments.map((comment) => {
          const author = comment.author ? fullNameOf(comment.author) : t('comments.formerMember');
          return (
            <li key={comment.id} className="flex gap-3 px-3 py-2.5">
              <span aria-hidden="true" className="inline-flex shrink-0">
                {comment.author ? (
                  <PersonAvatar person={comment.author} size="sm" />
                ) : (
                  <Avatar name={author} size="sm" />
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{author}</span>
                  <time dateTime={comment.created_at} className="text-xs text-slate-600">
                    {formatDateTime(comment.created_at)}
                  </time>
                </p>
                {comment.hidden_by_school ? (
                  <HiddenBySchool />
                ) : (
                  <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-800">
                    {comment.content}
                  </p>
                )}
              </div>
              {/* Anyone may report what others wrote; the school hid it already when it shows as hidden. */}
              {canModerate && !comment.hidden_by_school && comment.author?.id !== currentUserId && (
                <HideCommentButton storyId={comment.story} commentId={comment.id} authorName={author} />
              )}
              {!comment.hidden_by_school && comment.author?.id !== currentUserId && (
                <ReportToSchool
                  kind="comment"
                  id={comment.id}
                  itemName={t('comments.reportName', { name: author })}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** How the comment form woke up: the text the resting field held, and what the person did. */
interface CommentFormStart {
  content: string;
  /** The field was focused: the real field takes the focus. */
  isFocused: boolean;
  /** The form was sent before its field was ever focused: the real form checks and sends it. */
  isSubmitted: boolean;
}

/**
 * A story's comment form. Every story on the page has one and few are written in, so it rests as
 * the same form drawn without react-hook-form (creating a form there is most of what drawing a
 * story's comments costs a slow phone, docs/decisions.md, "Lighthouse's TBT, round 6"), and becomes
 * the real form the moment its field is focused or the form is sent.
 */
function CommentForm({ storyId }: { storyId: number }) {
  const [start, setStart] = useState<CommentFormStart | null>(null);
  return start ? (
    <WritingCommentForm storyId={storyId} start={start} />
  ) : (
    <RestingCommentForm onStart={setStart} />
  );
}

/**
 * What both comment forms draw, so that the resting one looks, reads and is named as the real one:
 * the form, its errors, its field and its send button.
 */
function CommentFormLayout({
  onSubmit,
  field,
  formErrors = [],
  isSubmitting = false,
}: {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  field: Omit<ComponentProps<typeof Textarea>, 'label' | 'rows'>;
  formErrors?: readonly string[];
  isSubmitting?: boolean;
}) {
  const { t } = useTranslation('stories');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('comments.add')} className="flex flex-col gap-2">
      <FormErrors messages={formErrors} />
      <Textarea label={t('comments.add')} rows={2} {...field} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        isLoading={isSubmitting}
        icon={<SendIcon className="size-4" />}
        className="self-end"
      >
        {t('comments.post')}
      </Button>
    </form>
  );
}

/** The comment form before anyone writes in it: it only wakes the real one. */
function RestingCommentForm({ onStart }: { onStart: (start: CommentFormStart) => void }) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  return (
    <CommentFormLayout
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ content: fieldRef.current?.value ?? '', isFocused: false, isSubmitted: true });
      }}
      field={{
        ref: fieldRef,
        name: 'content',
        onFocus: (event) => onStart({ content: event.currentTarget.value, isFocused: true, isSubmitted: false }),
      }}
    />
  );
}

function WritingCommentForm({ storyId, start }: { storyId: number; start: CommentFormStart }) {
  const createComment = useCreateStoryComment(storyId);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: loadCommentFormSchema,
    defaultValues: { content: start.content },
    fields: ['content'],
    onSubmit: async ({ content }) => {
      await createComment.mutateAsync(content);
      reset({ content: '' });
    },
  });

  // Sent while at rest: checked and sent as the real form would have been at once.
  const isSubmittedAtStart = useRef(start.isSubmitted);
  useEffect(() => {
    if (!isSubmittedAtStart.current) return;
    isSubmittedAtStart.current = false;
    void submit();
  }, [submit]);

  return (
    <CommentFormLayout
      onSubmit={submit}
      formErrors={formErrors}
      isSubmitting={isSubmitting}
      field={{ autoFocus: start.isFocused, error: errors.content?.message, ...register('content') }}
    />
  );
}
