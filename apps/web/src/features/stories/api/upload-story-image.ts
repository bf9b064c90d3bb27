import type { StoryImageDto } from '@homeroom/contract/stories';
import { apiUpload } from '../../../lib/api-client.ts';

/**
 * POST school/story-media-create/ as multipart, fields `image` and `story`; answers 201
 * `{id, image, full_image, story}`. Several pictures go one after another, see
 * useStoryImageUploads.
 */
export function uploadStoryImage(
  storyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<StoryImageDto> {
  const formData = new FormData();
  formData.append('image', file);
  formData.append('story', String(storyId));
  return apiUpload<StoryImageDto>('/school/story-media-create/', formData, {
    onProgress: (progress) => onProgress?.(progress.percent),
  });
}
