import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useMarkFirstScreenShown } from '../../../lib/first-screen.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { useClassConferences } from '../api/get-class-conferences.ts';
import { slotTime } from '../conference-slots.ts';

/**
 * On paper only the schedule shows: the app's header and navigation and this page's buttons are
 * hidden, and the table keeps its rows whole across pages.
 */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  #conference-schedule, #conference-schedule * { visibility: visible; }
  #conference-schedule { position: absolute; inset-inline: 0; top: 0; padding: 0; }
  #conference-schedule tr { break-inside: avoid; }
  @page { margin: 15mm; }
}`;

/** The teacher's printable schedule of one day of a booking window. */
export function ConferenceSchedulePage() {
  const { t } = useTranslation('conferences');
  const params = useParams();
  const classId = idFromParam(params.id);
  const windowId = idFromParam(params.windowId);
  const day = useSearchParams()[0].get('day');
  const query = useClassConferences(classId ?? 0);
  // The schedule (or why it is not there) is the first screen: the frame's bell and call dialog wait for it.
  useMarkFirstScreenShown(!query.isPending);

  if (query.isPending) return <Spinner label={t('panel.loading')} />;
  const window = query.data?.find((candidate) => candidate.id === windowId);
  const slots = window?.slots.filter((slot) => slot.date === day) ?? [];
  if (query.isError || !window || !day || slots.length === 0) {
    return <StatusMessage tone="error">{t('print.notFound')}</StatusMessage>;
  }
  const teacherName = `${window.teacher.first_name} ${window.teacher.last_name}`.trim();

  return (
    <div id="conference-schedule" className="mx-auto flex w-full max-w-3xl flex-col gap-4 bg-white p-4 sm:p-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={`/class/${window.school_class.id}?tab=conferences`} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('print.back')}
        </Link>
        <Button icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => globalThis.print()}>
          {t('print.printButton')}
        </Button>
      </div>
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('print.title')}</h1>
        <p className="text-slate-700">{t('print.subtitle', { className: window.school_class.name, day: formatDate(day, { dateStyle: 'full' }) })}</p>
        <p className="text-sm text-slate-600">
          {t('window.heading', { name: teacherName })} · {window.mode === 'video' ? t('window.video') : t('window.inPerson')} · {t('window.zone', { zone: window.time_zone })}
        </p>
      </header>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-slate-300 text-start">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">{t('print.time')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">{t('print.child')}</th>
            <th scope="col" className="py-2 text-start font-semibold">{t('print.family')}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.id} className="border-b border-slate-200">
              <td className="py-2 pe-3 tabular-nums">
                {slotTime(slot)}–{slotTime({ starts_at: slot.ends_at })}
              </td>
              <td className="py-2 pe-3">{slot.booking?.student.name ?? <span className="text-slate-500">{t('print.free')}</span>}</td>
              <td className="py-2">{slot.booking ? `${slot.booking.guardian.first_name} ${slot.booking.guardian.last_name}`.trim() : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {window.note && <p className="whitespace-pre-line text-sm text-slate-700">{window.note}</p>}
    </div>
  );
}
