import { z } from 'zod';

/** What refusing an attachment says (docs/product.md, "Attachments in chat"). */
export const CHAT_ATTACHMENT_MESSAGES = {
  tooLarge: 'The file is too large: attachments may be at most 10 MB.',
  wrongType: 'Attach a picture (JPEG, PNG, WebP or GIF) or a PDF file.',
  fileMissing: 'Choose a file to attach.',
  unknownAttachment: 'This attachment can no longer be sent: attach the file again.',
  tooManyAttachments: 'A message may carry at most 5 attachments.',
} as const;

/** Upload rules of chat attachments; the web app checks them before sending a byte. */
export const CHAT_ATTACHMENT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** How many attachments one message may carry. */
  maxPerMessage: 5,
  accept: 'image/*,application/pdf',
  /** The longest file name kept; longer ones are cut, keeping their extension. */
  maxNameLength: 200,
} as const;

export const CHAT_ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/**
 * A file of a chat message, or one uploaded and not sent yet. `url` is the picture at display
 * size or the PDF as sent; `preview_url` a small picture (null for a PDF); both are signed and
 * expire like every media address. `width` and `height` are the display picture's (null for a PDF).
 */
export const ChatAttachmentDtoSchema = z.object({
  id: z.number(),
  kind: z.enum(CHAT_ATTACHMENT_KINDS),
  name: z.string(),
  /** Bytes of the stored file. */
  size: z.number(),
  url: z.string(),
  preview_url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ChatAttachmentDto = z.infer<typeof ChatAttachmentDtoSchema>;

/** What the inbox shows of a last message's first attachment when it has no text. */
export const ChatLastAttachmentDtoSchema = z.object({ kind: z.enum(CHAT_ATTACHMENT_KINDS), name: z.string() });
