import { IMAGE_UPLOAD } from '@homeroom/contract/media';

/** Why a picture cannot be sent, checked before the upload so nobody waits for a refusal. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_UPLOAD.mimeTypes as readonly string[]).includes(file.type))
    return IMAGE_UPLOAD.wrongTypeMessage;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_UPLOAD.tooLargeMessage;
  return null;
}
