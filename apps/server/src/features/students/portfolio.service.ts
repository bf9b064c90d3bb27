import { createHash } from 'node:crypto';
import { PortfolioDtoSchema } from '@homeroom/contract/students';
import type { PortfolioYearDto } from '@homeroom/contract/school-years';
import { createVersionedContentCache } from '../../infra/cache/versioned-content-cache.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AccessLogService } from '../access-log/access-log.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StickersService } from '../stickers/stickers.service.ts';
import type { StudentsService } from './students.service.ts';

interface PortfolioSources {
  students: StudentsService;
  stickers: Pick<StickersService, 'listStickersWithDates'>;
  assignments: Pick<AssignmentsService, 'listStudentWork'>;
  schools: Pick<SchoolsService, 'isSchoolLeader'>;
  accessLog: Pick<AccessLogService, 'recordChildAccess'>;
  /** What the media addresses signed now expire at: kept work is served again only while it is unchanged. */
  mediaExpiryStamp: () => string;
  /** How many children's portfolios are kept in memory. */
  maxCachedPortfolios?: number;
}

/**
 * A child's stickers and work as the portfolio sends them, serialized once and kept
 * (`infra/cache/versioned-content-cache.ts`). Every viewer allowed to see the portfolio (the child's guardians,
 * its teachers, its school's leaders) sees the same stickers and work: nothing in it belongs to
 * one viewer. What does (the invite code) is in the head, built on every read.
 */
interface PortfolioContent {
  /** `"stickers":[...]`, as the answer has it. */
  stickers: string;
  /** `"portfolio":[...],"class_years":[...]`, as the answer has them. */
  work: string;
  /** The entity tags of the answers made from this content, by the head they were sent with. */
  etags: Map<string, string>;
}

/** The portfolio as sent: its JSON text and the entity tag of exactly that text. */
export interface PortfolioAnswer {
  body: string;
  etag: string;
}

/** How many entity tags one kept portfolio remembers (its guardians, teachers and leaders). */
const MAX_ETAGS_PER_PORTFOLIO = 64;

const PortfolioHeadSchema = PortfolioDtoSchema.pick({
  pk: true,
  id: true,
  name: true,
  image: true,
  parent: true,
  guardians: true,
  school_class: true,
});
const {
  stickers: StickersSchema,
  invite_code: InviteCodeSchema,
  portfolio: WorkSchema,
  class_years: ClassYearsSchema,
} = PortfolioDtoSchema.shape;

/**
 * The portfolio page: the student (with the access check), their assignments with the work, and
 * the same grouped by the classes of their school life (docs/decisions.md, "A new school year").
 *
 * Every read checks access and reads the content versions of the child's class and past classes
 * in one statement (`StudentsService.getStudentProfile`), and logs a leader's look. The stickers
 * and work come from memory while those versions, the classes of the child's years and the media
 * addresses' expiry are unchanged: database triggers bump a class's version on every write to
 * its children's stickers, assignments, assignees and hand-ins (migration 0034), on any
 * instance. Otherwise they are read afresh in two statements, whatever their number.
 */
export function createPortfolioService({
  students,
  stickers,
  assignments,
  schools,
  accessLog,
  mediaExpiryStamp,
  maxCachedPortfolios = 2_000,
}: PortfolioSources) {
  const cache = createVersionedContentCache<PortfolioContent>({ maxEntries: maxCachedPortfolios });

  type Years = {
    schoolClass: { id: number; name: string; archivedAt: string | null };
    endedAt: Date | null;
  }[];

  async function loadContent(studentId: number, years: Years): Promise<PortfolioContent> {
    const [datedStickers, work] = await Promise.all([
      stickers.listStickersWithDates(studentId),
      assignments.listStudentWork(studentId),
    ]);
    const classYears: PortfolioYearDto[] = years.map(({ schoolClass }) => ({
      school_class: { id: schoolClass.id, name: schoolClass.name, archived_at: schoolClass.archivedAt },
      stickers: [],
      portfolio: [],
    }));
    const current = classYears[0]!;
    // A sticker belongs to the class the child was in when it was given: the earliest year that ended after it.
    const oldestFirst = years
      .slice(1)
      .map(({ endedAt }, index) => ({ endedAt: endedAt!, year: classYears[index + 1]! }))
      .reverse();
    const allStickers = [];
    for (const { givenAt, ...sticker } of datedStickers) {
      allStickers.push(sticker);
      (oldestFirst.find(({ endedAt }) => givenAt < endedAt)?.year ?? current).stickers.push(sticker);
    }
    for (const item of work)
      (
        classYears.find((year) => year.school_class.id === item.assignment.school_class) ?? current
      ).portfolio.push(item);
    return {
      stickers: `"stickers":${JSON.stringify(StickersSchema.encode(allStickers))}`,
      work: `"portfolio":${JSON.stringify(WorkSchema.encode(work))},"class_years":${JSON.stringify(ClassYearsSchema.encode(classYears))}`,
      etags: new Map(),
    };
  }

  /** The portfolio as text for the actor: 404 for an unknown child, 403 for anyone else. */
  async function readPortfolio(actor: Actor, studentId: number): Promise<PortfolioAnswer> {
    const { profile, child, pastClasses, contentVersion } = await students.getStudentProfile(
      actor,
      studentId,
      {
        isSchoolLeader: schools.isSchoolLeader,
      },
    );
    // The log reads the child already read: a guardian's or teacher's look costs it no statement.
    const logged = accessLog.recordChildAccess(actor, studentId, 'portfolio', child);
    const years: Years = [
      {
        schoolClass: {
          id: profile.school_class.id,
          name: profile.school_class.name,
          archivedAt: profile.school_class.archived_at ?? null,
        },
        endedAt: null,
      },
      ...pastClasses.map((schoolClass) => ({
        schoolClass: {
          id: schoolClass.id,
          name: schoolClass.name,
          archivedAt: schoolClass.archivedAt?.toISOString() ?? null,
        },
        endedAt: schoolClass.endedAt,
      })),
    ];
    // What the kept content was made of: the versions of every class it has stickers or work of,
    // the classes of its years (they group it), and the media addresses' expiry.
    const stamp = JSON.stringify([
      contentVersion,
      years.map(({ schoolClass, endedAt }) => [
        schoolClass.id,
        schoolClass.name,
        schoolClass.archivedAt,
        endedAt?.getTime() ?? null,
      ]),
      pastClasses.map((schoolClass) => schoolClass.contentVersion),
      mediaExpiryStamp(),
    ]);
    const [content] = await Promise.all([
      cache.read(String(studentId), stamp, () => loadContent(studentId, years)),
      logged,
    ]);
    const head = JSON.stringify(PortfolioHeadSchema.encode(profile));
    const inviteCode = JSON.stringify(InviteCodeSchema.encode(profile.invite_code));
    const body = `${head.slice(0, -1)},${content.stickers},"invite_code":${inviteCode},${content.work}}`;
    // The same text gets the same tag: hashed once per head, not per read.
    const etagKey = `${head}\n${inviteCode}`;
    let etag = content.etags.get(etagKey);
    if (!etag) {
      etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (content.etags.size >= MAX_ETAGS_PER_PORTFOLIO) content.etags.clear();
      content.etags.set(etagKey, etag);
    }
    return { body, etag };
  }

  return { readPortfolio };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
