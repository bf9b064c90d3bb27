import { ASSIGNMENT_MESSAGES, VIDEO_UPLOAD_MAX_BYTES } from '@homeroom/contract/assignments';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { FileVideo, ImageUp } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { i18n, translateMessage } from '../../../lib/i18n/i18n.ts';
import { checkImageFile } from '../../../lib/image-file.ts';

export type WorkFileKind = 'Image' | 'Video';

const KINDS = {
  Image: {
    label: 'file.pictureLabel',
    choose: 'file.choosePicture',
    accept: IMAGE_UPLOAD.accept,
    hint: 'file.pictureHint',
    icon: ImageUp,
  },
  Video: {
    label: 'file.videoLabel',
    choose: 'file.chooseVideo',
    accept: 'video/mp4',
    hint: 'file.videoHint',
    icon: FileVideo,
  },
} as const;

/** Why a video cannot be handed in, checked before a long upload that the server would refuse. */
export function checkVideoFile(file: File): string | null {
  // Some systems give no type for a file they do not know; the name then tells.
  const isMp4 = file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));
  if (!isMp4) return ASSIGNMENT_MESSAGES.videoWrongType;
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) return ASSIGNMENT_MESSAGES.videoTooLarge;
  return null;
}

/** Why a file of that kind cannot be handed in, or null. */
export function checkWorkFile(kind: WorkFileKind, file: File): string | null {
  return kind === 'Video' ? checkVideoFile(file) : checkImageFile(file);
}

/** A file's size in MB (one decimal) or KB, with the app's language's digits. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const size = formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return i18n.t('assignments:file.megabytes', { size });
  }
  return i18n.t('assignments:file.kilobytes', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

interface WorkFilePickerProps {
  kind: WorkFileKind;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** One file picker for a picture or a video, showing the chosen file's name and size. */
export function WorkFilePicker({ kind, file, error, disabled = false, onChange }: WorkFilePickerProps) {
  const { t } = useTranslation('assignments');
  const { label, choose, accept, hint, icon: Icon } = KINDS[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.files?.[0] ?? null);
    // Reset, so that choosing the same file again after a refusal still counts as a change.
    event.target.value = '';
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t(label)}
      </span>
      <div
        className={classNames(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center sm:flex-row sm:text-start',
          error ? 'border-red-300 bg-red-50/50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 ring-1 ring-slate-200"
        >
          <Icon className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {file ? (
            <>
              <p className="text-sm font-semibold break-all text-slate-900">{file.name}</p>
              <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('file.noFile')}</p>
          )}
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t(hint)}
          </p>
        </div>
        <HiddenFileInput ref={inputRef} accept={accept} onChange={pick} disabled={disabled} />
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
        >
          {file ? t('file.chooseAnother') : t(choose)}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
