import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/event-ics/{id}/: the event as iCalendar text (sent with the session, so not a plain link). */
export function fetchEventFile(eventId: number): Promise<string> {
  return apiRequest<string>(`/school/event-ics/${eventId}/`);
}

/** Saves the event's `.ics` file, which calendars on phones and computers open to add the event. */
export async function downloadEventFile(eventId: number, fileName: string): Promise<void> {
  const text = await fetchEventFile(eventId);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; the address can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
