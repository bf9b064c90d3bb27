import { CALL_OPENS_MINUTES_BEFORE, isCallOpen, type ConferenceSlotDto, type ConferenceWindowDto } from '@homeroom/contract/conferences';
import { CalendarPlus, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useBookSlot } from '../api/book-slot.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { downloadBookingFile } from '../api/download-booking-file.ts';
import { useOpenVideoCall } from '../api/open-video-call.ts';
import { useRescheduleBooking } from '../api/reschedule-booking.ts';
import { slotMoment, slotsByDay, slotTime } from '../conference-slots.ts';

/** A family books, moves or cancels the slot of each child, and joins a video conference at its time. */
export function FamilyBooking({ classId, window }: { classId: number; window: ConferenceWindowDto }) {
  const { t } = useTranslation('conferences');
  const [childId, setChildId] = useState<number | undefined>(window.your_children[0]?.id);
  const [isRescheduling, setIsRescheduling] = useState(false);
  const status = useTimedMessage();
  const book = useBookSlot(classId);
  const reschedule = useRescheduleBooking(classId);
  const cancel = useCancelBooking(classId);
  const openCall = useOpenVideoCall();
  const navigate = useNavigate();
  const now = useNow();
  const child = window.your_children.find((candidate) => candidate.id === childId);
  if (!child) return null;
  const bookedSlot = window.slots.find((slot) => slot.booking?.student.id === child.id);
  const booking = bookedSlot?.booking ?? null;
  const isBusy = book.isPending || reschedule.isPending || cancel.isPending;
  const showError = (error: unknown) => status.show({ tone: 'error', text: error instanceof ApiError ? error.messages.join('\n') : String(error) });

  async function choose(slot: ConferenceSlotDto) {
    status.clear();
    try {
      if (booking) {
        await reschedule.mutateAsync({ bookingId: booking.id, slot: slot.id });
        setIsRescheduling(false);
        status.show({ tone: 'success', text: t('family.moved', { when: slotMoment(slot) }) });
      } else {
        await book.mutateAsync({ slot: slot.id, student: child!.id });
        status.show({ tone: 'success', text: t('family.booked', { child: child!.name, when: slotMoment(slot) }) });
      }
    } catch (error) {
      showError(error);
    }
  }

  const isChoosing = !booking || isRescheduling;
  return (
    <div className="flex flex-col gap-4">
      {window.your_children.length > 1 && (
        <Select label={t('family.child')} value={childId} onChange={(event) => setChildId(Number(event.target.value))} className="sm:max-w-xs">
          {window.your_children.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </Select>
      )}
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {booking && bookedSlot ? (
        <div className="flex flex-col gap-3 rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-200">
          <p className="font-medium text-slate-900">{t('family.yourBooking', { child: child.name, when: slotMoment(bookedSlot) })}</p>
          {!booking.can_change && <p className="text-sm text-slate-700">{t('family.locked')}</p>}
          {window.mode === 'video' && !isCallOpen(bookedSlot, now) && new Date(bookedSlot.ends_at) > now && (
            <p className="text-sm text-slate-700">
              {t('family.callOpensAt', {
                time: formatDateTime(new Date(new Date(bookedSlot.starts_at).getTime() - CALL_OPENS_MINUTES_BEFORE * 60_000), { timeStyle: 'short' }),
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {window.mode === 'video' && isCallOpen(bookedSlot, now) && (
              <Button
                icon={<Video aria-hidden="true" className="size-4" />}
                isLoading={openCall.isPending}
                onClick={() =>
                  openCall.mutate(booking.id, {
                    onSuccess: ({ group }) => void navigate(`/videoChat/${group}`),
                    onError: showError,
                  })
                }
              >
                {t('family.joinCall')}
              </Button>
            )}
            <Button variant="secondary" size="sm" icon={<CalendarPlus aria-hidden="true" className="size-4" />} onClick={() => void downloadBookingFile(booking.id).catch(showError)}>
              {t('family.downloadIcs')}
            </Button>
            {booking.can_change && (
              <>
                <Button variant="secondary" size="sm" onClick={() => setIsRescheduling((current) => !current)} aria-expanded={isRescheduling}>
                  {isRescheduling ? t('family.stopRescheduling') : t('family.reschedule')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={isBusy}
                  onClick={() => {
                    if (!globalThis.confirm(t('family.cancelConfirm'))) return;
                    cancel.mutate(booking.id, {
                      onSuccess: () => status.show({ tone: 'success', text: t('family.cancelled') }),
                      onError: showError,
                    });
                  }}
                >
                  {t('family.cancel')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('family.noBooking', { child: child.name })}</p>
      )}
      {isChoosing && (
        <div className="flex flex-col gap-4">
          <h4 className="text-sm font-semibold text-slate-900">{t('family.chooseSlot')}</h4>
          {slotsByDay(window).map(([day, slots]) => {
            const free = slots.filter((slot) => !slot.taken && new Date(slot.starts_at).getTime() - window.cutoff_hours * 3_600_000 > now.getTime());
            return (
              <div key={day} className="flex flex-col gap-2">
                <h5 className="text-sm font-medium text-slate-800">{formatDate(day, { dateStyle: 'full' })}</h5>
                {free.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('family.noFreeSlots')}</p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {free.map((slot) => (
                      <li key={slot.id}>
                        <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => void choose(slot)}>
                          {booking ? t('family.moveTo', { time: slotTime(slot) }) : t('family.book', { time: slotTime(slot) })}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
