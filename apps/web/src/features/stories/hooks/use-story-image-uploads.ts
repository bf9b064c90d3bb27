import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { uploadStoryImage } from '../api/upload-story-image.ts';

export interface StoryUploadProgress {
  /** The picture being sent, counted from 1. */
  current: number;
  total: number;
  /** 0 to 100, of the picture being sent. */
  percent: number;
}

export interface StoryUploadResult {
  /** The pictures that were refused or lost on the way, to offer again. */
  failed: File[];
  /** Why, one line per failed picture. */
  errors: string[];
}

function problemOf(t: TFunction<'stories'>, file: File, error: unknown): string {
  const reason =
    error instanceof ApiError
      ? error.messages.map((message) => translateMessage(message)).join(' ')
      : t('pictures.uploadFailed');
  return t('pictures.problem', { name: file.name, problem: reason });
}

/**
 * Sends pictures to a story one after another, so the progress bar tells the truth and one
 * refused picture does not stop the others; the class is refetched once at the end.
 */
export function useStoryImageUploads(classId: number) {
  const { t } = useTranslation('stories');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<StoryUploadProgress | null>(null);

  async function upload(storyId: number, files: readonly File[]): Promise<StoryUploadResult> {
    const result: StoryUploadResult = { failed: [], errors: [] };
    for (const [index, file] of files.entries()) {
      const current = index + 1;
      setProgress({ current, total: files.length, percent: 0 });
      try {
        await uploadStoryImage(storyId, file, (percent) =>
          setProgress({ current, total: files.length, percent }),
        );
      } catch (error) {
        result.failed.push(file);
        result.errors.push(problemOf(t, file, error));
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) });
    return result;
  }

  return { upload, progress, isUploading: progress !== null };
}
