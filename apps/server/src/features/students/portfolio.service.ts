import { createHash } from 'node:crypto';
import { PortfolioDtoSchema } from '@homeroom/contract/students';
import type { PortfolioYearDto } from '@homeroom/contract/school-years';
import { createVersionedContentCache } from '../../infra/cache/versioned-content-cache.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AccessLogService } from '../access-log/access-log.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StickersService } from '../stickers/stickers.service.ts';
import type { PortfolioChild } from './students.repo.ts';
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
 * one viewer. What does (the invite code) is chosen on every read.
 */
interface PortfolioContent {
  /** `"stickers":[...]`, as the answer has it. */
  stickers: string;
  /** `"portfolio":[...],"class_years":[...]`, as the answer has them. */
  work: string;
  /** The answers made from this content, by the head and then the invite code (or '') they were sent with. */
  answers: Map<PortfolioHead, Map<string, PortfolioAnswer>>;
}

/**
 * What the portfolio makes of one read of the child (`StudentsService.getPortfolioChild`) while
 * the media addresses signed now expire at `mediaExpiry`: kept by that child, so a child whose row
 * reads the same costs no parsing, signing or serializing.
 */
interface PortfolioHead {
  mediaExpiry: string;
  /** The head as the answer starts: `{"pk":...,"school_class":{...}`, without its closing brace. */
  opening: string;
  /** The classes of the child's years, as the content groups its stickers and work. */
  years: Years;
  /** What the kept content was made of (`readPortfolio`). */
  contentStamp: string;
}

type Years = {
  schoolClass: { id: number; name: string; archivedAt: string | null };
  endedAt: Date | null;
}[];

/** The portfolio as sent: its JSON text (as UTF-8, written once) and the entity tag of exactly that text. */
export interface PortfolioAnswer {
  body: Buffer;
  etag: string;
}

/** How many answers one kept portfolio remembers (its heads, each with and without an invite code). */
const MAX_ANSWERS_PER_PORTFOLIO = 64;

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
 * in one statement (`StudentsService.getPortfolioChild`), and logs a leader's look. The stickers
 * and work come from memory while those versions, the classes of the child's years and the media
 * addresses' expiry are unchanged: database triggers bump a class's version on every write to
 * its children's stickers, assignments, assignees and hand-ins (migration 0034), on any
 * instance. Otherwise they are read afresh in two statements, whatever their number.
 *
 * The head (the child, its people and class) is read by that statement on every request too, as
 * one JSON text: while it reads the same and the media addresses' expiry is unchanged, the head
 * is written once, and the whole answer once per head and invite code, as the UTF-8 bytes sent.
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
  const heads = new WeakMap<PortfolioChild, PortfolioHead>();

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
      answers: new Map(),
    };
  }

  /** The head of the child's portfolio, written with media addresses that expire at `mediaExpiry`. */
  function writeHead(child: PortfolioChild, mediaExpiry: string): PortfolioHead {
    const { student, contentVersion, pastClasses } = child;
    const years: Years = [
      {
        schoolClass: {
          id: student.schoolClass.id,
          name: student.schoolClass.name,
          archivedAt: student.schoolClass.archivedAt?.toISOString() ?? null,
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
    // What the kept content is made of: the versions of every class it has stickers or work of,
    // the classes of its years (they group it), and the media addresses' expiry.
    const contentStamp = JSON.stringify([
      contentVersion,
      years.map(({ schoolClass, endedAt }) => [
        schoolClass.id,
        schoolClass.name,
        schoolClass.archivedAt,
        endedAt?.getTime() ?? null,
      ]),
      pastClasses.map((schoolClass) => schoolClass.contentVersion),
      mediaExpiry,
    ]);
    const opening = JSON.stringify(PortfolioHeadSchema.encode(students.toPortfolioHead(child))).slice(0, -1);
    return { mediaExpiry, opening, years, contentStamp };
  }

  /** The whole answer for this head and invite code, written once per kept content. */
  function answerOf(
    content: PortfolioContent,
    head: PortfolioHead,
    inviteCode: { code: string } | null,
  ): PortfolioAnswer {
    let byInviteCode = content.answers.get(head);
    const code = inviteCode?.code ?? '';
    const kept = byInviteCode?.get(code);
    if (kept) return kept;
    const invite = JSON.stringify(InviteCodeSchema.encode(inviteCode));
    const text = `${head.opening},${content.stickers},"invite_code":${invite},${content.work}}`;
    const answer = {
      body: Buffer.from(text),
      etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
    };
    if (!byInviteCode) {
      if (content.answers.size >= MAX_ANSWERS_PER_PORTFOLIO) content.answers.clear();
      byInviteCode = new Map();
      content.answers.set(head, byInviteCode);
    }
    byInviteCode.set(code, answer);
    return answer;
  }

  /** The portfolio as text for the actor: 404 for an unknown child, 403 for anyone else. */
  async function readPortfolio(actor: Actor, studentId: number): Promise<PortfolioAnswer> {
    const { child, inviteCode } = await students.getPortfolioChild(actor, studentId, {
      isSchoolLeader: schools.isSchoolLeader,
    });
    // The log reads the child already read: a guardian's or teacher's look costs it no statement.
    const logged = accessLog.recordChildAccess(actor, studentId, 'portfolio', child.student);
    const mediaExpiry = mediaExpiryStamp();
    let head = heads.get(child);
    if (head?.mediaExpiry !== mediaExpiry) {
      head = writeHead(child, mediaExpiry);
      heads.set(child, head);
    }
    const { years } = head;
    const [content] = await Promise.all([
      cache.read(String(studentId), head.contentStamp, () => loadContent(studentId, years)),
      logged,
    ]);
    return answerOf(content, head, inviteCode);
  }

  return { readPortfolio };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
