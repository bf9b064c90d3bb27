import type { StickerDto, StickerType } from '@homeroom/contract/stickers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/sticker-create/ (the class's teacher); answers 201 `{id, student, type}`. */
export function awardSticker(studentId: number, type: StickerType): Promise<StickerDto> {
  return apiRequest<StickerDto>('/school/sticker-create/', {
    method: 'POST',
    body: { student: studentId, type },
  });
}

export function useAwardSticker(classId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: StickerType) => awardSticker(studentId, type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
