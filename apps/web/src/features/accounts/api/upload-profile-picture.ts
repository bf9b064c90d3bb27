import type { ProfilePictureDto, UserDto } from '@homeroom/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** PUT school/profile-upload/ as multipart, field `profile_picture`; answers its absolute URL. */
export function uploadProfilePicture(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ProfilePictureDto> {
  const formData = new FormData();
  formData.append('profile_picture', file);
  return apiUpload<ProfilePictureDto>('/school/profile-upload/', formData, {
    method: 'PUT',
    onProgress: (progress) => onProgress?.(progress.percent),
  });
}

/** Uploads a new profile picture with its progress, and shows it everywhere once saved. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfilePicture(file, setProgress);
    },
    onSuccess: ({ profile_picture }) => {
      const user = queryClient.getQueryData<UserDto>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, profile_picture };
      queryClient.setQueryData(currentUserQueryKey, updated);
      useAuthStore.getState().setAccount(updated);
    },
  });
  return { ...mutation, progress };
}
