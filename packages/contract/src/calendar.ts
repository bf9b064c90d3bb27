import { z } from 'zod';

/**
 * GET calendar/feed/: whether the user has a calendar address. Its secret is stored only as a
 * hash, so the address itself is answered once, when it is made.
 */
export const CalendarFeedStatusDtoSchema = z.object({
  has_feed: z.boolean(),
  /** When the current address was made, ISO 8601; null without one. */
  created_at: z.string().nullable(),
});
export type CalendarFeedStatusDto = z.infer<typeof CalendarFeedStatusDtoSchema>;

/** POST calendar/feed/: a new private address, which replaces (and stops) the one before. */
export const CalendarFeedDtoSchema = z.object({
  /** The feed over https (or http where Homeroom is served so), for calendars that take a web address. */
  url: z.string(),
  /** The same feed as `webcal://`, which phones and desktop calendars open as a subscription. */
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedDto = z.infer<typeof CalendarFeedDtoSchema>;

/** The `webcal://` form of a feed address: calendars subscribe to it instead of downloading it once. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** The API's refusals about calendars, in English; translated like every message (i18n/messages*.ts). */
export const CALENDAR_MESSAGES = {
  tooManyFetches: 'This calendar was fetched too often. Please try again later.',
} as const;
