import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/conference-booking-ics/{id}/: the booking as iCalendar text (sent with the session, so not a plain link). */
export function fetchBookingFile(bookingId: number): Promise<string> {
  return apiRequest<string>(`/school/conference-booking-ics/${bookingId}/`);
}

/** Saves the booking's `.ics` file, which calendars on phones and computers open to add it. */
export async function downloadBookingFile(bookingId: number): Promise<void> {
  const text = await fetchBookingFile(bookingId);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `conference-${bookingId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
