import { CLASS_CONTENT_MESSAGES } from './class-content-messages.ts';
import { id } from './validation.ts';

// Apart, without zod, so that a page that only shows them loads no schema (docs/decisions.md, "The class page's first screen on a phone, round 3").
export { CLASS_CONTENT_MESSAGES };

/** The class a post belongs to, with its message. */
export const classIdField = id(CLASS_CONTENT_MESSAGES.classRequired);
/** The longest body of an announcement, event or story. */
export const LONG_TEXT_LENGTH = 20_000;
