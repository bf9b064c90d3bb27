/**
 * Writing iCalendar (RFC 5545) by hand: the few properties a published feed needs, with the
 * text escaping (§3.3.11), the line folding at 75 octets (§3.1) and CRLF line ends that
 * Google, Apple and Outlook calendars expect. No parser or template: every line passes here.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded into lines of at most 75 octets of UTF-8, each continuation starting
 * with a space (RFC 5545 §3.1). A character is never cut in the middle: an emoji or an Arabic
 * letter stays whole on one line.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line has 75 octets; each continuation has 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = Buffer.byteLength(character, 'utf8');
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A `YYYY-MM-DD` day as a DATE value, `YYYYMMDD`. */
export function formatDate(day: string): string {
  return day.slice(0, 10).replace(/-/g, '');
}

/** The day after a `YYYY-MM-DD` day: the exclusive end of an all-day event. */
export function nextDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A moment as a UTC DATE-TIME value, `YYYYMMDDTHHMMSSZ`. */
export function formatDateTime(moment: Date): string {
  return moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** An all-day event of a published calendar. */
export interface CalendarEvent {
  uid: string;
  /** `YYYY-MM-DD`: the event's day, the same in every time zone. */
  day: string;
  /** A timed event (a conference) has its start and end instead of a whole day. */
  time?: { start: Date; end: Date };
  summary: string;
  description: string;
  url: string;
  lastModified: Date;
  /** How many times the event was changed: calendars replace their copy when it grows. */
  sequence: number;
}

export interface CalendarDocument {
  /** The product that wrote the calendar, e.g. `-//Homeroom//Calendar//EN`. */
  productId: string;
  /** The name calendars show for a subscribed feed. */
  name: string;
  /** When the document was written: every event's DTSTAMP. */
  stamp: Date;
  events: CalendarEvent[];
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatDateTime(stamp)}`,
    ...(event.time
      ? [`DTSTART:${formatDateTime(event.time.start)}`, `DTEND:${formatDateTime(event.time.end)}`]
      : [`DTSTART;VALUE=DATE:${formatDate(event.day)}`, `DTEND;VALUE=DATE:${formatDate(nextDay(event.day))}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13).
    `URL;VALUE=URI:${event.url}`,
    `LAST-MODIFIED:${formatDateTime(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    // A timed meeting takes the time; an all-day class event does not.
    event.time ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, folded, with CRLF after every line (the last one included). */
export function writeCalendar(document: CalendarDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${document.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(document.name)}`,
    // How often subscribers should look again (RFC 7986 and Outlook's own property).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...document.events.flatMap((event) => eventLines(event, document.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
