import type { ChatAttachmentDto } from '@homeroom/contract/chat-attachments';
import { apiUpload, type UploadProgress } from '../../../lib/api-client.ts';

/**
 * POST school/chat-attachment-upload/{groupId}/: a picture or a PDF for the next message, with
 * upload progress; the answer's id goes with the message. Aborted through `signal`.
 */
export function uploadChatAttachment(
  groupId: number,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ChatAttachmentDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ChatAttachmentDto>(`/school/chat-attachment-upload/${groupId}/`, form, options);
}
