import { isCallOpen, type ConferenceWindowDto } from '@homeroom/contract/conferences';
import { CalendarClock, CalendarPlus, Pencil, Printer, Trash2, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { ContentEmpty } from '../../../components/content-card.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useDeleteWindow } from '../api/delete-window.ts';
import { downloadBookingFile } from '../api/download-booking-file.ts';
import { useClassConferences } from '../api/get-class-conferences.ts';
import { useOpenVideoCall } from '../api/open-video-call.ts';
import { useSaveWindow } from '../api/save-window.ts';
import { slotsByDay, slotTime } from '../conference-slots.ts';
import { FamilyBooking } from './family-booking.tsx';
import { WindowForm } from './window-form.tsx';

interface ConferencesPanelProps {
  classId: number;
  /** A teacher of a class whose year has not ended: publishes and edits windows. */
  canManage: boolean;
  /** A parent of a class whose year has not ended: books for their children. */
  canBook: boolean;
}

/** The class's conference booking: the teacher's windows and schedule, or the family's booking (docs/product.md, "Conference booking"). */
export function ConferencesPanel({ classId, canManage, canBook }: ConferencesPanelProps) {
  const { t } = useTranslation('conferences');
  const query = useClassConferences(classId);
  const creation = usePanelCreation();
  const create = useSaveWindow(classId, null);

  if (query.isPending) return <Spinner label={t('panel.loading')} />;
  if (query.isError) return <StatusMessage tone="error">{t('panel.loadError')}</StatusMessage>;
  const windows = query.data;
  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={windows.length}
        createLabel={t('panel.create')}
        canCreate={canManage}
        creation={creation}
      />
      {creation.isCreating && (
        <WindowForm
          onCancel={creation.close}
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            creation.close();
            creation.status.show({ tone: 'success', text: t('form.saved') });
          }}
        />
      )}
      {windows.length === 0 && !creation.isCreating && (
        <ContentEmpty
          icon={<CalendarClock className="size-6" />}
          title={canManage ? t('panel.empty') : t('panel.emptyFamily')}
        />
      )}
      {windows.map((window) => (
        <WindowCard
          key={window.id}
          classId={classId}
          window={window}
          canManage={canManage && window.can_edit}
          canBook={canBook}
        />
      ))}
    </div>
  );
}

function WindowCard({
  classId,
  window,
  canManage,
  canBook,
}: {
  classId: number;
  window: ConferenceWindowDto;
  canManage: boolean;
  canBook: boolean;
}) {
  const { t } = useTranslation('conferences');
  const [isEditing, setIsEditing] = useState(false);
  const save = useSaveWindow(classId, window.id);
  const remove = useDeleteWindow(classId);
  const teacherName = `${window.teacher.first_name} ${window.teacher.last_name}`.trim();
  const bookedCount = window.slots.filter((slot) => slot.taken).length;

  if (isEditing) {
    return (
      <WindowForm
        window={window}
        onCancel={() => setIsEditing(false)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          setIsEditing(false);
        }}
      />
    );
  }
  return (
    <section
      aria-labelledby={`conference-window-${window.id}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`conference-window-${window.id}`} className="text-base font-semibold text-slate-900">
            {t('window.heading', { name: teacherName })}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              {window.mode === 'video' ? (
                <Video aria-hidden="true" className="size-4" />
              ) : (
                <CalendarClock aria-hidden="true" className="size-4" />
              )}
              {window.mode === 'video' ? t('window.video') : t('window.inPerson')}
            </span>
            <span>{t('window.slotLength', { minutes: window.slot_minutes })}</span>
            {window.can_edit && (
              <span>{t('window.booked', { count: bookedCount, total: window.slots.length })}</span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {window.cutoff_hours > 0
              ? t('window.cutoff', { hours: window.cutoff_hours })
              : t('window.cutoffNone')}{' '}
            {t('window.zone', { zone: window.time_zone })}
          </p>
          {window.note && <p className="whitespace-pre-line text-sm text-slate-800">{window.note}</p>}
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => setIsEditing(true)}
            >
              {t('window.edit')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              isLoading={remove.isPending}
              onClick={() => {
                if (globalThis.confirm(t('window.deleteConfirm'))) remove.mutate(window.id);
              }}
            >
              {t('window.delete')}
            </Button>
          </div>
        )}
      </header>
      {window.can_edit || !canBook ? (
        <TeacherSchedule classId={classId} window={window} />
      ) : (
        <FamilyBooking classId={classId} window={window} />
      )}
    </section>
  );
}

/** Every slot of each day with who booked it, the printable schedule of the day, and a video slot's call at its time. */
function TeacherSchedule({ classId, window }: { classId: number; window: ConferenceWindowDto }) {
  const { t } = useTranslation('conferences');
  const openCall = useOpenVideoCall();
  const navigate = useNavigate();
  const now = useNow();
  const callError = useTimedMessage();
  return (
    <div className="flex flex-col gap-4">
      {callError.message && <StatusMessage tone="error">{callError.message.text}</StatusMessage>}
      {slotsByDay(window).map(([day, slots]) => (
        <div key={day} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-900">{formatDate(day, { dateStyle: 'full' })}</h4>
            {window.can_edit && (
              <Link
                to={`/class/${classId}/conferences/${window.id}/print?day=${day}`}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Printer aria-hidden="true" className="size-4" />
                {t('window.print', { day: formatDate(day) })}
              </Link>
            )}
          </div>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {slots.map((slot) => (
              <li
                key={slot.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span className="font-medium tabular-nums text-slate-900">{slotTime(slot)}</span>
                {slot.booking ? (
                  <span className="flex items-center gap-2 text-slate-800">
                    {t('overview.with', {
                      child: slot.booking.student.name,
                      guardian:
                        `${slot.booking.guardian.first_name} ${slot.booking.guardian.last_name}`.trim(),
                    })}
                    <IconButton
                      label={t('overview.downloadIcs', { child: slot.booking.student.name })}
                      icon={<CalendarPlus aria-hidden="true" className="size-4" />}
                      onClick={() => void downloadBookingFile(slot.booking!.id)}
                    />
                    {window.mode === 'video' && isCallOpen(slot, now) && (
                      <Button
                        size="sm"
                        icon={<Video aria-hidden="true" className="size-4" />}
                        isLoading={openCall.isPending}
                        onClick={() =>
                          openCall.mutate(slot.booking!.id, {
                            onSuccess: ({ group }) => void navigate(`/videoChat/${group}`),
                            onError: (error) =>
                              callError.show({
                                tone: 'error',
                                text: error instanceof ApiError ? error.messages.join('\n') : String(error),
                              }),
                          })
                        }
                      >
                        {t('overview.joinCall', { child: slot.booking.student.name })}
                      </Button>
                    )}
                  </span>
                ) : (
                  <span className="text-slate-600">{slot.taken ? t('window.taken') : t('window.free')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
