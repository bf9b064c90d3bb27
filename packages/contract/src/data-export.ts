import { z } from 'zod';

/**
 * The data export (docs/api.md, "Data export"): a zip a guardian downloads about a child, or any
 * user about their own account. The answer is the file itself, so only its name is shaped here.
 */
export const DATA_EXPORT_CONTENT_TYPE = 'application/zip';

/** `homeroom-<who>-<yyyy-mm-dd>.zip`: the name a browser saves the export under. */
export const DataExportFileNameSchema = z.string().regex(/^homeroom-[a-z0-9-]+-\d{4}-\d\d-\d\d\.zip$/);

/** The folders inside an export, which the HTML summary links to. */
export const DATA_EXPORT_FOLDERS = { data: 'data', media: 'media' } as const;
