import { MODERATION_MESSAGES } from '@homeroom/contract/moderation-messages';
import { MessageCircleOff, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EyeOffIcon } from '../../../components/ui/list-icons.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import type { TimedMessage } from '../../../lib/use-timed-message.ts';
import { useHideStoryComment } from '../api/hide-story-comment.ts';
import { useSetStoryComments } from '../api/set-story-comments.ts';

/** The teacher's switch of a story's comments (docs/decisions.md, "Comments off"): existing ones stay. */
export function StoryCommentsToggle({
  classId,
  storyId,
  isEnabled,
  onStatus,
}: {
  classId: number;
  storyId: number;
  isEnabled: boolean;
  onStatus: (message: TimedMessage) => void;
}) {
  useTranslation();
  const setComments = useSetStoryComments(classId, storyId);
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={setComments.isPending}
      icon={
        isEnabled ? (
          <MessageCircleOff aria-hidden="true" className="size-4" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-4" />
        )
      }
      onClick={() =>
        setComments.mutate(!isEnabled, {
          onSuccess: () =>
            onStatus({
              tone: 'success',
              text: translateMessage(isEnabled ? MODERATION_MESSAGES.commentsTurnedOff : MODERATION_MESSAGES.commentsTurnedOn),
            }),
          onError: () => onStatus({ tone: 'error', text: translateMessage(MODERATION_MESSAGES.actionFailed) }),
        })
      }
    >
      {translateMessage(isEnabled ? MODERATION_MESSAGES.turnCommentsOff : MODERATION_MESSAGES.turnCommentsOn)}
    </Button>
  );
}

/** A teacher of the class hides a comment, after asking; its author is told (the moderation hiding). */
export function HideCommentButton({ storyId, commentId, authorName }: { storyId: number; commentId: number; authorName: string }) {
  useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const hideComment = useHideStoryComment(storyId);
  const label = translateMessage(MODERATION_MESSAGES.hideComment);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${label}: ${authorName}`}
        title={label}
        icon={<EyeOffIcon className="size-4" />}
        onClick={() => setIsAsking(true)}
      />
      <ConfirmDialog
        open={isAsking}
        title={label}
        confirmLabel={translateMessage(MODERATION_MESSAGES.hide)}
        failureText={translateMessage(MODERATION_MESSAGES.actionFailed)}
        onCancel={() => setIsAsking(false)}
        onConfirm={async () => {
          await hideComment.mutateAsync(commentId);
          setIsAsking(false);
        }}
      >
        {translateMessage(MODERATION_MESSAGES.hideCommentConfirm)}
      </ConfirmDialog>
    </>
  );
}
