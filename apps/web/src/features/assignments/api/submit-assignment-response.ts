import type { AssignmentByCodeDto, AssignmentResponseDto } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '../../../lib/api-client.ts';
import { assignmentByCodeQueryKey } from './get-assignment-by-code.ts';

/** One hand-in: the assignee and the work of the assignment's format. */
export interface AssignmentResponseUpload {
  assignee: number;
  text?: string;
  image?: File;
  video?: File;
}

/**
 * POST school/assignment-response-create/ as multipart with `assignee`, `code` and the work;
 * answers 201. The code is always sent, so the server refuses an assignee of another assignment.
 */
export function submitAssignmentResponse(
  code: string,
  upload: AssignmentResponseUpload,
  onProgress?: (percent: number) => void,
): Promise<AssignmentResponseDto> {
  const formData = new FormData();
  formData.append('assignee', String(upload.assignee));
  formData.append('code', code);
  if (upload.text !== undefined) formData.append('text', upload.text);
  if (upload.image) formData.append('image', upload.image);
  if (upload.video) formData.append('video', upload.video);
  return apiUpload<AssignmentResponseDto>('/school/assignment-response-create/', formData, {
    onProgress: (progress) => onProgress?.(progress.percent),
  });
}

/** Hands in a student's work with its upload progress; the assignee shows as submitted at once. */
export function useSubmitAssignmentResponse(code: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (upload: AssignmentResponseUpload) => {
      setProgress(0);
      return submitAssignmentResponse(code, upload, setProgress);
    },
    onSuccess: (_response, upload) => {
      queryClient.setQueryData<AssignmentByCodeDto>(assignmentByCodeQueryKey(code), (assignment) =>
        assignment
          ? {
              ...assignment,
              assigned_students: assignment.assigned_students.map((assignee) =>
                assignee.id === upload.assignee ? { ...assignee, submitted: true } : assignee,
              ),
            }
          : assignment,
      );
    },
    // Refreshed after a refusal too: "already submitted" means someone handed in meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentByCodeQueryKey(code) }),
  });
  return { ...mutation, progress };
}
