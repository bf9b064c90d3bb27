/** Upload rules shared by every picture upload (profile pictures, students, stories). */
export const IMAGE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  accept: 'image/jpeg,image/png,image/webp,image/gif',
  tooLargeMessage: 'The file is too large: pictures may be at most 10 MB.',
  wrongTypeMessage: 'Upload a valid image: JPEG, PNG, WebP or GIF.',
  missingMessage: 'No file was submitted.',
} as const;
