import { Camera, RotateCcw } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { ApiError } from '../lib/api-client.ts';
import { classNames } from '../lib/class-names.ts';
import { checkImageFile } from '../lib/image-file.ts';
import { useTimedMessage } from '../lib/use-timed-message.ts';
import { Button, type ButtonSize } from './ui/button.tsx';
import { HiddenFileInput } from './ui/hidden-file-input.tsx';
import { ProgressBar } from './ui/progress-bar.tsx';
import { StatusMessage } from './ui/status-message.tsx';

/** An upload that reports its progress, as the picture upload hooks answer. */
export interface PictureUploadMutation {
  mutateAsync: (file: File) => Promise<unknown>;
  isPending: boolean;
  /** Percent sent of the current upload. */
  progress: number;
}

export interface PictureUploadProps {
  upload: PictureUploadMutation;
  /** The button's text. */
  label: string;
  /** Said once the picture is saved and `onUploaded` is done. */
  savedText: string;
  /** The file types the chooser offers. */
  accept: string;
  /** Opens the phone's rear camera straight away, for a teacher photographing the class. */
  useCamera?: boolean;
  /** Refreshes what shows the picture once it is saved. */
  onUploaded?: () => Promise<unknown>;
  buttonSize?: ButtonSize;
  /** Other actions shown in the same row, before the upload button. */
  children?: ReactNode;
  /** `start` keeps the buttons on the left on phones too, e.g. at the foot of a card. */
  align?: 'centre-on-phones' | 'start';
}

/** Chooses or takes a picture and uploads it with its progress; a failure offers Retry. */
export function PictureUpload({
  upload,
  label,
  savedText,
  accept,
  useCamera = false,
  onUploaded,
  buttonSize,
  children,
  align = 'centre-on-phones',
}: PictureUploadProps) {
  const { t } = useTranslation();
  const isCentredOnPhones = align === 'centre-on-phones';
  const inputRef = useRef<HTMLInputElement>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const status = useTimedMessage();

  async function send(file: File) {
    status.clear();
    try {
      await upload.mutateAsync(file);
      setFailedFile(null);
      await onUploaded?.();
      status.show({ tone: 'success', text: savedText });
    } catch (error) {
      setFailedFile(file);
      status.show({
        tone: 'error',
        text: (error instanceof ApiError ? error.messages : [t('picture.uploadFailed')]).join(
          '\n',
        ),
      });
    }
  }

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset the input so that choosing the same file again still triggers a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setFailedFile(null);
      status.show({ tone: 'error', text: problem });
      return;
    }
    void send(file);
  }

  return (
    <div
      className={classNames(
        'flex w-full flex-col gap-3',
        isCentredOnPhones ? 'items-center sm:items-start' : 'items-start',
      )}
    >
      <HiddenFileInput
        ref={inputRef}
        accept={accept}
        capture={useCamera ? 'environment' : undefined}
        onChange={pickFile}
      />
      <div className={classNames('flex flex-wrap gap-2', isCentredOnPhones && 'justify-center')}>
        {children}
        <Button
          variant="secondary"
          size={buttonSize}
          icon={<Camera aria-hidden="true" className="size-4" />}
          isLoading={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {label}
        </Button>
        {failedFile && !upload.isPending && (
          <Button
            variant="ghost"
            size={buttonSize}
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => void send(failedFile)}
          >
            {t('picture.retry')}
          </Button>
        )}
      </div>
      {upload.isPending && (
        <div className="w-full max-w-xs">
          <ProgressBar value={upload.progress} label={t('picture.uploading')} />
        </div>
      )}
      {status.message && (
        <StatusMessage tone={status.message.tone} className="w-full">
          {status.message.text.split('\n')}
        </StatusMessage>
      )}
    </div>
  );
}
