import {
  ASSIGNMENT_MESSAGES,
  TEXT_RESPONSE_MAX_LENGTH,
  type ResponseFormat,
} from '@homeroom/contract/assignments';
import { RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import {
  useSubmitAssignmentResponse,
  type AssignmentResponseUpload,
} from '../api/submit-assignment-response.ts';
import { checkWorkFile, WorkFilePicker } from './work-file-picker.tsx';

/** docs/product.md, "Handing in by link": the text answer's box is 12 rows high. */
const TEXT_ROWS = 12;

interface AssignmentResponseFormProps {
  code: string;
  format: ResponseFormat;
  assigneeId: number;
  studentName: string;
  onSubmitted: () => void;
}

/**
 * The hand-in of one student: a text of at most 20,000 characters, or one picture or MP4 video,
 * checked before it is sent. Files upload with a progress bar; a failed upload can be retried.
 */
export function AssignmentResponseForm({
  code,
  format,
  assigneeId,
  studentName,
  onSubmitted,
}: AssignmentResponseFormProps) {
  const { t } = useTranslation('assignments');
  const submit = useSubmitAssignmentResponse(code);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [failedUpload, setFailedUpload] = useState<AssignmentResponseUpload | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  function validate(): AssignmentResponseUpload | string {
    if (format === 'Text') {
      const answer = text.trim();
      if (!answer) return ASSIGNMENT_MESSAGES.textRequired;
      if (answer.length > TEXT_RESPONSE_MAX_LENGTH) return ASSIGNMENT_MESSAGES.textTooLong;
      return { assignee: assigneeId, text: answer };
    }
    if (!file) {
      return format === 'Image' ? ASSIGNMENT_MESSAGES.imageRequired : ASSIGNMENT_MESSAGES.videoRequired;
    }
    return (
      checkWorkFile(format, file) ??
      (format === 'Image' ? { assignee: assigneeId, image: file } : { assignee: assigneeId, video: file })
    );
  }

  async function send(upload: AssignmentResponseUpload) {
    setFailure(null);
    setFailedUpload(null);
    try {
      await submit.mutateAsync(upload);
    } catch (error) {
      setFailure([ASSIGNMENT_MESSAGES.uploadFailed, ...reasonsOf(error)]);
      if (isWorthRetrying(error)) setFailedUpload(upload);
      return;
    }
    setText('');
    setFile(null);
    onSubmitted();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const upload = validate();
    if (typeof upload === 'string') {
      setInputError(upload);
      return;
    }
    setInputError(null);
    void send(upload);
  }

  function chooseFile(chosen: File | null) {
    setFailure(null);
    setFailedUpload(null);
    setFile(chosen);
    setInputError(chosen && format !== 'Text' ? checkWorkFile(format, chosen) : null);
  }

  const isUploading = submit.isPending;
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('submission.workOf', { name: studentName })}
      className="flex flex-col gap-4"
    >
      {format === 'Text' ? (
        <Textarea
          label={t('submission.yourAnswer')}
          rows={TEXT_ROWS}
          maxLength={TEXT_RESPONSE_MAX_LENGTH}
          value={text}
          disabled={isUploading}
          error={inputError ?? undefined}
          hint={t('submission.characters', {
            length: formatNumber(text.length),
            maximum: formatNumber(TEXT_RESPONSE_MAX_LENGTH),
          })}
          onChange={(event) => {
            setText(event.target.value);
            setInputError(null);
          }}
        />
      ) : (
        <WorkFilePicker
          kind={format}
          file={file}
          error={inputError ?? undefined}
          disabled={isUploading}
          onChange={chooseFile}
        />
      )}

      {isUploading && format !== 'Text' && (
        <ProgressBar
          value={submit.progress}
          label={format === 'Video' ? t('submission.uploadingVideo') : t('submission.uploadingPicture')}
        />
      )}

      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {failedUpload && !isUploading && (
          <Button
            variant="secondary"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => void send(failedUpload)}
          >
            {t('submission.retry')}
          </Button>
        )}
        <Button type="submit" isLoading={isUploading} icon={<Send aria-hidden="true" className="size-4" />}>
          {t('submission.submit')}
        </Button>
      </div>
    </form>
  );
}

function reasonsOf(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [];
}

/** A refusal of the work itself (400, 404) will come again; a lost connection or a busy server may not. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
