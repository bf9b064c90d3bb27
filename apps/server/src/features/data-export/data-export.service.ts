import type { Readable } from 'node:stream';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { mailLanguage } from '../../infra/mail/mail-language.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import type { AccessLogService } from '../access-log/access-log.service.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { canManageStudent, isGuardian } from '../students/students.policy.ts';
import { exportTableName, selectExportRows } from './data-export.repo.ts';
import { ACCOUNT_EXPORT, isExported, STUDENT_EXPORT, type ExportEntry } from './data-export.registry.ts';
import { accountSummaryHtml, studentSummaryHtml, type ExportTables } from './data-export.summary.ts';
import { writeExportZip } from './data-export.zip.ts';

interface DataExportDependencies {
  db: Database;
  storage: MediaStorage;
  accounts: AccountsService;
  schools: SchoolsService;
  students: StudentsService;
  /** Where a look at a child's record by someone outside the family and the class is written down. */
  accessLog: Pick<AccessLogService, 'recordChildAccess'>;
  /** Told of a failure once the zip has started, when no error answer can be sent any more. */
  onStreamError: (error: unknown) => void;
  now?: () => Date;
}

/** A zip on its way to the client, and the name it is saved under. */
export interface DataExport {
  fileName: string;
  stream: Readable;
}

/** `anna-lee` from `Anna Lee`: a file name any system keeps; `export` when nothing is left. */
function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return part || 'export';
}

/**
 * The data export (docs/decisions.md, "Data export"): everything Homeroom holds about a child, for
 * their guardians, their class's teachers and their school's leaders; everything about an account,
 * for its owner. Each table of the registry is read with one query; the media stream from storage.
 */
export function createDataExportService({ db, storage, accounts, schools, students, accessLog, onStreamError, now = () => new Date() }: DataExportDependencies) {
  async function readTables<Scope>(entries: ExportEntry<Scope>[], scope: Scope) {
    const tables: ExportTables = {};
    const mediaKeys = new Set<string>();
    for (const entry of entries) {
      if (!isExported(entry)) continue;
      const rows = await selectExportRows(db, entry, scope);
      tables[exportTableName(entry)] = rows;
      for (const row of rows) for (const key of entry.mediaOf?.(row) ?? []) if (typeof key === 'string' && key) mediaKeys.add(key);
    }
    return { tables, mediaKeys: [...mediaKeys] };
  }

  function zipOf(tables: ExportTables, mediaKeys: string[], summary: string): Readable {
    const documents = [
      { path: 'index.html', content: summary },
      ...Object.entries(tables).map(([table, rows]) => ({ path: `data/${table}.json`, content: `${JSON.stringify(rows, null, 2)}\n` })),
    ];
    return writeExportZip({ documents, mediaKeys }, storage, onStreamError);
  }

  async function languageOf(actor: Actor) {
    const user = await accounts.findUserById(actor.userId);
    if (!user) throw AppError.unauthenticated();
    return mailLanguage(user.language);
  }

  return {
    /**
     * Everything about one child. Their guardians, the teachers of their class and the leaders of
     * its school may export it; anyone else gets 404, as if the child did not exist.
     */
    async exportStudent(actor: Actor, studentId: number): Promise<DataExport> {
      const student = await students.findStudentWithPeople(studentId);
      if (!student) throw AppError.notFound();
      const isFamilyOrTeacher = isGuardian(actor.userId, student) || canManageStudent(actor, student);
      if (!isFamilyOrTeacher) {
        if (!(await schools.isSchoolLeader(actor.userId, student.school?.id ?? null))) throw AppError.notFound();
        // A leader's export is a look at the child's record the family is shown (docs/decisions.md, "Access log").
        await accessLog.recordChildAccess(actor, studentId, 'export');
      }
      const language = await languageOf(actor);
      const { tables, mediaKeys } = await readTables(STUDENT_EXPORT, { studentId });
      const date = now();
      return {
        fileName: `homeroom-${fileNamePart(student.name)}-${date.toISOString().slice(0, 10)}.zip`,
        stream: zipOf(tables, mediaKeys, studentSummaryHtml(tables, language, date)),
      };
    },

    /** Everything about the caller's own account. */
    async exportAccount(actor: Actor): Promise<DataExport> {
      const language = await languageOf(actor);
      const { tables, mediaKeys } = await readTables(ACCOUNT_EXPORT, { userId: actor.userId });
      const date = now();
      return {
        fileName: `homeroom-account-${date.toISOString().slice(0, 10)}.zip`,
        stream: zipOf(tables, mediaKeys, accountSummaryHtml(tables, language, date)),
      };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
