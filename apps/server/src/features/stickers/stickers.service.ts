import type { StickerDto, StickerType } from '@homeroom/contract/stickers';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { refuseArchivedClass } from '../classes/classes.service.ts';
import { canManageStudent } from '../students/students.policy.ts';
import * as repo from './stickers.repo.ts';

const toStickerDto = (sticker: { id: number; studentId: number; type: number }): StickerDto => ({
  id: sticker.id,
  student: sticker.studentId,
  type: sticker.type,
});

/**
 * Stickers a teacher awards to the students of their class (docs/product.md, "Stickers"). Who
 * may see them is the students' rule (`canSeeChildPhotoAndStickers`): the students feature lists
 * them on the class page and the portfolio through this service.
 */
export function createStickersService({ db }: { db: Database }) {
  const listStickersWithDates = repo.prepareListStickersWithDates(db);
  return {
    /** Awards a sticker to a student of the calling teacher's class. */
    async awardSticker(actor: Actor, studentId: number, type: StickerType): Promise<StickerDto> {
      const student = await repo.findStudentWithTeacher(db, studentId);
      if (!student) throw AppError.notFound();
      if (!canManageStudent(actor, { teacher: { id: student.teacherUserId }, coteachers: student.coteachers })) throw AppError.forbidden();
      refuseArchivedClass(student);
      const sticker = await repo.insertSticker(db, studentId, type);
      if (!sticker) throw new Error('sticker insert returned nothing');
      return toStickerDto(sticker);
    },

    /** How many stickers of each kind each of the students was given after that time (for Home: only one's own children are asked for). */
    countStickersSince: (studentIds: number[], since: Date) => repo.countStickersSince(db, studentIds, since),

    /** The student's stickers with the time each was given, oldest first, in one prepared statement (for the portfolio's years). */
    async listStickersWithDates(studentId: number): Promise<(StickerDto & { givenAt: Date })[]> {
      return (await listStickersWithDates(studentId)).map((sticker) => ({ ...toStickerDto(sticker), givenAt: sticker.createdAt }));
    },

    /** One student's stickers, oldest first. */
    async listStudentStickers(studentId: number): Promise<StickerDto[]> {
      return (await repo.listStudentStickers(db, studentId)).map(toStickerDto);
    },
  };
}

export type StickersService = ReturnType<typeof createStickersService>;
