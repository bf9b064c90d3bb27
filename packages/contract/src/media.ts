/** What a refused upload says (docs/decisions.md, "Languages": registered in the catalogue). */
export const MEDIA_MESSAGES = {
  imageTooLarge: 'The file is too large: pictures may be at most 10 MB.',
  imageWrongType: 'Upload a valid image: JPEG, PNG, WebP or GIF.',
  fileMissing: 'No file was submitted.',
} as const;

/** Upload rules shared by every picture upload (profile pictures, students, stories). */
export const IMAGE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  accept: 'image/jpeg,image/png,image/webp,image/gif',
  tooLargeMessage: MEDIA_MESSAGES.imageTooLarge,
  wrongTypeMessage: MEDIA_MESSAGES.imageWrongType,
  missingMessage: MEDIA_MESSAGES.fileMissing,
} as const;
