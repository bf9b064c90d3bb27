import type { z } from 'zod';
import type { StudentImageDtoSchema } from '@homeroom/contract/students';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from './api-client.ts';

export type StudentImageDto = z.infer<typeof StudentImageDtoSchema>;

/**
 * PUT school/student-image-upload/{id}/ as multipart, field `image`. Both the class's teacher
 * (classroom) and the student's parent (profile) send it, so it lives here.
 */
export function uploadStudentImage(
  studentId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<StudentImageDto> {
  const formData = new FormData();
  formData.append('image', file);
  return apiUpload<StudentImageDto>(`/school/student-image-upload/${studentId}/`, formData, {
    method: 'PUT',
    onProgress: (progress) => onProgress?.(progress.percent),
  });
}

/** Uploads a student's picture with its progress; the caller refreshes what shows it. */
export function useUploadStudentImage(studentId: number) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadStudentImage(studentId, file, setProgress);
    },
  });
  return { ...mutation, progress };
}
