import type { OfficeHoursBody, OfficeHoursDto } from '@homeroom/contract/office-hours';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useOwnOfficeHours } from '../api/get-own-office-hours.ts';
import { useSaveOwnOfficeHours } from '../api/save-own-office-hours.ts';
import { weekdayName } from '../office-hours-format.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME_INPUT = 'h-11 rounded-xl border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

type Draft = OfficeHoursBody;

function draftOf(hours: OfficeHoursDto): Draft {
  return { weekly: hours.weekly, days_off: hours.days_off };
}

/** A new range after the day's last one, an hour long; 08:00–16:30 for a day without any. */
function nextRange(weekday: number, ranges: Draft['weekly']): Draft['weekly'][number] {
  const last = ranges.filter((range) => range.weekday === weekday).at(-1);
  if (!last) return { weekday, start: '08:00', end: '16:30' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const end = Math.min(hours * 60 + minutes + 60, 23 * 60 + 59);
  const text = (value: number) => `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
  return { weekday, start: last.end, end: text(end) };
}

function todayText(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The teacher's office hours in Settings: ranges for each weekday and days off, saved at once.
 * Outside them parents see when the teacher is back and alerts wait (docs/decisions.md, "Office hours").
 */
export function OfficeHoursSettings() {
  const { t } = useTranslation('officeHours');
  const hoursQuery = useOwnOfficeHours();
  if (!hoursQuery.data) {
    return hoursQuery.isError ? <StatusMessage tone="error">{t('settings.loadFailed')}</StatusMessage> : null;
  }
  return <OfficeHoursForm hours={hoursQuery.data} />;
}

function OfficeHoursForm({ hours }: { hours: OfficeHoursDto }) {
  const { t } = useTranslation('officeHours');
  const [draft, setDraft] = useState<Draft>(() => draftOf(hours));
  const save = useSaveOwnOfficeHours();
  const status = useTimedMessage();
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    status.clear();
    setErrors([]);
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(draftOf(saved));
      status.show({ tone: 'success', text: t('settings.saved') });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [t('settings.saveFailed')]);
    }
  }

  function updateRange(index: number, changes: Partial<Draft['weekly'][number]>) {
    setDraft((current) => ({ ...current, weekly: current.weekly.map((range, at) => (at === index ? { ...range, ...changes } : range)) }));
  }
  function updateDaysOff(index: number, changes: Partial<Draft['days_off'][number]>) {
    setDraft((current) => ({ ...current, days_off: current.days_off.map((days, at) => (at === index ? { ...days, ...changes } : days)) }));
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4" aria-labelledby="office-hours-heading">
      <div className="flex flex-col gap-1">
        <h2 id="office-hours-heading" className="text-base font-semibold text-slate-900">{t('settings.heading')}</h2>
        <p className="text-sm text-slate-600">{t('settings.intro', { zone: hours.time_zone })}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {errors.length > 0 && <StatusMessage tone="error">{errors}</StatusMessage>}

      <fieldset className="flex flex-col divide-y divide-slate-100 rounded-2xl px-4 ring-1 ring-slate-200">
        <legend className="sr-only">{t('settings.weekLegend')}</legend>
        {WEEKDAYS.map((weekday) => {
          const day = weekdayName(weekday);
          const indexed = draft.weekly.map((range, index) => ({ range, index })).filter(({ range }) => range.weekday === weekday);
          return (
            <div key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <p className="pt-2.5 text-sm font-medium text-slate-900 sm:w-28 sm:shrink-0">{day}</p>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {indexed.length === 0 && <p className="pt-2.5 text-sm text-slate-500">{t('settings.noHours')}</p>}
                {indexed.map(({ range, index }, position) => (
                  <div key={index} className="flex flex-wrap items-center gap-2">
                    <input
                      type="time"
                      className={TIME_INPUT}
                      value={range.start}
                      aria-label={t('settings.startLabel', { day, number: position + 1 })}
                      onChange={(event) => updateRange(index, { start: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className={TIME_INPUT}
                      value={range.end}
                      aria-label={t('settings.endLabel', { day, number: position + 1 })}
                      onChange={(event) => updateRange(index, { end: event.target.value })}
                    />
                    <IconButton
                      label={t('settings.removeRange', { day, start: range.start, end: range.end })}
                      icon={<X aria-hidden="true" className="size-4" />}
                      onClick={() => setDraft((current) => ({ ...current, weekly: current.weekly.filter((_, at) => at !== index) }))}
                    />
                  </div>
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  icon={<Plus aria-hidden="true" className="size-4" />}
                  aria-label={t('settings.addRangeTo', { day })}
                  onClick={() => setDraft((current) => ({ ...current, weekly: [...current.weekly, nextRange(weekday, current.weekly)] }))}
                >
                  {t('settings.addRange')}
                </Button>
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('settings.daysOffLegend')}</legend>
        <p className="text-sm text-slate-600">{t('settings.daysOffHint')}</p>
        {draft.days_off.map((days, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm text-slate-700">
              {t('settings.firstDay')}
              <input type="date" className={TIME_INPUT} value={days.first_day} onChange={(event) => updateDaysOff(index, { first_day: event.target.value })} />
            </label>
            <label className="flex flex-col gap-1 text-sm text-slate-700">
              {t('settings.lastDay')}
              <input type="date" className={TIME_INPUT} value={days.last_day} onChange={(event) => updateDaysOff(index, { last_day: event.target.value })} />
            </label>
            <IconButton
              label={t('settings.removeDaysOff', { first: days.first_day, last: days.last_day })}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => setDraft((current) => ({ ...current, days_off: current.days_off.filter((_, at) => at !== index) }))}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setDraft((current) => ({ ...current, days_off: [...current.days_off, { first_day: todayText(), last_day: todayText() }] }))}
        >
          {t('settings.addDaysOff')}
        </Button>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
