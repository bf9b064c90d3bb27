import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { i18n, translateMessage } from '../../../lib/i18n/i18n.ts';
import { checkImageFile } from '../../../lib/image-file.ts';

/** Splits chosen files into pictures that may be sent and a line for each that may not. */
export function checkPictures(files: readonly File[]): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem)
      problems.push(
        i18n.t('stories:pictures.problem', { name: file.name, problem: translateMessage(problem) }),
      );
    else accepted.push(file);
  }
  return { accepted, problems };
}

interface PictureFileInputProps {
  /** The button's text. */
  label: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  isLoading?: boolean;
}

/** A button that opens the file or photo picker for several pictures at once. */
export function PictureFileInput({
  label,
  onPick,
  disabled = false,
  isLoading = false,
}: PictureFileInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Reset the input so that choosing the same files again still triggers a change.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  }

  return (
    <>
      <HiddenFileInput ref={inputRef} accept={IMAGE_UPLOAD.accept} multiple onChange={pick} />
      <Button
        variant="secondary"
        size="sm"
        icon={<ImagePlus aria-hidden="true" className="size-4" />}
        disabled={disabled}
        isLoading={isLoading}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}

interface PicturePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Pictures chosen for a new story, previewed before they are sent, each removable. */
export function PicturePicker({ files, onChange, disabled = false }: PicturePickerProps) {
  const { t } = useTranslation('stories');
  const [problems, setProblems] = useState<string[]>([]);

  function add(picked: File[]) {
    const { accepted, problems: refused } = checkPictures(picked);
    setProblems(refused);
    onChange([...files, ...accepted]);
  }

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('pictures.legend')}</legend>
      {files.length > 0 && (
        <ul aria-label={t('pictures.chosen')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <PicturePreview
                file={file}
                onRemove={() => onChange(files.filter((_, other) => other !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <PictureFileInput
          label={files.length > 0 ? t('pictures.addMore') : t('pictures.add')}
          onPick={add}
          disabled={disabled}
        />
        <span className="text-xs text-slate-600">{t('pictures.formats')}</span>
      </div>
      {problems.length > 0 && <StatusMessage tone="error">{problems}</StatusMessage>}
    </fieldset>
  );
}

function PicturePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('stories');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <div className="relative">
      <div className="aspect-square overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {url && <img src={url} alt={file.name} className="size-full object-cover" />}
      </div>
      <button
        type="button"
        aria-label={t('pictures.remove', { name: file.name })}
        onClick={onRemove}
        className="absolute -top-2 -end-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:bg-red-50 hover:text-red-700"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
