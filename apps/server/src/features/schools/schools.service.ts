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

    /** Adds a school; the teacher who adds it works there from now on, as its first leader. */
    async createSchool(actor: Actor, body: SchoolCreateBody): Promise<SchoolDto> {
      const { teacherId } = await accounts.requireTeacher(actor);
      const school = await repo.insertSchool(db, body);
      if (!school) throw new Error('school insert returned nothing');
      await accounts.setTeacherSchool(teacherId, school.id, 'leader');
      return toSchoolDto(school);
    },

    /**
     * Sets the school the teacher works at. Choosing another school makes them wait for one of
     * its leaders' approval; a school nobody leads yet (added before schools had leaders) takes
     * them as its leader. Choosing their own school again changes nothing.
     */
    async setTeacherSchool(actor: Actor, schoolId: number): Promise<{ school: SchoolDto }> {
      const teacher = await accounts.requireTeacher(actor);
      const school = await repo.findSchool(db, schoolId);
      if (!school) throw AppError.invalid({ school: [SCHOOL_MESSAGES.unknownSchool] });
      if (teacher.schoolId !== school.id) {
        const hasLeader = await repo.hasLeader(db, school.id);
        await accounts.setTeacherSchool(teacher.teacherId, school.id, hasLeader ? 'pending' : 'leader');
      }
      return { school: toSchoolDto(school) };
    },

    /** The actor's teacher profile and school, if they lead it; 403 for anyone else. */
    async requireSchoolLeader(actor: Actor): Promise<{ teacherId: number; schoolId: number }> {
      const teacher = await accounts.requireTeacher(actor);
      if (teacher.schoolId === null || teacher.schoolRole !== 'leader') throw AppError.forbidden(SCHOOL_MESSAGES.leadersOnly);
      return { teacherId: teacher.teacherId, schoolId: teacher.schoolId };
    },

    /** Whether the user leads the school (a class's school, say); false for a null school. */
    async isSchoolLeader(userId: number, schoolId: number | null): Promise<boolean> {
      if (schoolId === null) return false;
      const profiles = await accounts.findProfiles(userId);
      return profiles?.schoolId === schoolId && profiles.schoolRole === 'leader';
    },

    /** The names of these schools, by id. */
    async listSchoolNames(schoolIds: number[]): Promise<Map<number, string>> {
      return new Map((await repo.listSchoolNames(db, [...new Set(schoolIds)])).map((school) => [school.id, school.name]));
    },

    /** The school's approved teachers and leaders, as a subquery for a fan-out. */
    staffUserIdsOfSchoolQuery: (schoolId: number) => repo.staffUserIdsOfSchoolQuery(db, schoolId),

    /** The user ids of the school's leaders (to tell them of a report). */
    listLeaderUserIds: (schoolId: number) => repo.listLeaderUserIds(db, schoolId),

    async findSchool(schoolId: number | null): Promise<SchoolDto | null> {
      if (schoolId === null) return null;
      const school = await repo.findSchool(db, schoolId);
      return school ? toSchoolDto(school) : null;
    },
  };
}
