import type { SchoolDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { SchoolCreateBody } from '@homeroom/contract/schools';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repo from './schools.repo.ts';
import type { SchoolRow } from './schools.repo.ts';

export function toSchoolDto(school: Pick<SchoolRow, 'id' | 'name' | 'city' | 'country'>): SchoolDto {
  return { id: school.id, name: school.name, city: school.city, country: school.country };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;

/** The schools teachers work at: listed for everyone signed in, added and chosen by teachers. */
export function createSchoolsService({ db, accounts }: { db: Database; accounts: AccountsService }) {
  return {
    async listSchools(): Promise<SchoolDto[]> {
      return (await repo.listSchools(db)).map(toSchoolDto);
    },

    async createSchool(actor: Actor, body: SchoolCreateBody): Promise<SchoolDto> {
      await accounts.requireTeacher(actor);
      const school = await repo.insertSchool(db, body);
      if (!school) throw new Error('school insert returned nothing');
      return toSchoolDto(school);
    },

    /** Sets the school the teacher works at. */
    async setTeacherSchool(actor: Actor, schoolId: number): Promise<{ school: SchoolDto }> {
      const { teacherId } = await accounts.requireTeacher(actor);
      const school = await repo.findSchool(db, schoolId);
      if (!school) throw AppError.invalid({ school: [SCHOOL_MESSAGES.unknownSchool] });
      await accounts.setTeacherSchool(teacherId, school.id);
      return { school: toSchoolDto(school) };
    },

    async findSchool(schoolId: number | null): Promise<SchoolDto | null> {
      if (schoolId === null) return null;
      const school = await repo.findSchool(db, schoolId);
      return school ? toSchoolDto(school) : null;
    },
  };
}
