import {
  ConferenceWindowBodySchema,
  type ConferenceMode,
  type ConferenceWindowBody,
  type ConferenceWindowDto,
} from '@homeroom/contract/conferences';
import { localDay } from '@homeroom/contract/events';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentForm, FormButtons } from '../../../components/content-card.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type Range = { start: string; end: string };
type Day = Range & { date: string };

function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

interface WindowFormProps {
  window?: ConferenceWindowDto;
  onSubmit: (body: ConferenceWindowBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A booking window's days, breaks, slot length, way of meeting, cut-off and note. */
export function WindowForm({ window, onSubmit, onCancel }: WindowFormProps) {
  const { t } = useTranslation('conferences');
  const [days, setDays] = useState<Day[]>(window?.days ?? [{ date: dayAfter(localDay()), start: '16:00', end: '18:00' }]);
  const [breaks, setBreaks] = useState<Range[]>(window?.breaks ?? []);
  const [slotMinutes, setSlotMinutes] = useState(String(window?.slot_minutes ?? 10));
  const [mode, setMode] = useState<ConferenceMode>(window?.mode ?? 'in_person');
  const [cutoffHours, setCutoffHours] = useState(String(window?.cutoff_hours ?? 24));
  const [note, setNote] = useState(window?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const fieldError = (path: string) => errors[path]?.join('\n');
  const otherErrors = Object.entries(errors)
    .filter(([path]) => !/^(days\.\d+\.|breaks\.\d+\.|slot_minutes|cutoff_hours|mode|note)/.test(path))
    .flatMap(([, messages]) => messages);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ConferenceWindowBodySchema.safeParse({
      days,
      breaks,
      slot_minutes: Number(slotMinutes),
      mode,
      note,
      cutoff_hours: Number(cutoffHours),
    });
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(error instanceof ApiError ? { ...error.fieldErrors, ...(error.detail ? { detail: [error.detail] } : {}) } : { detail: [String(error)] });
    } finally {
      setIsSubmitting(false);
    }
  }

  const setDay = (index: number, change: Partial<Day>) => setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));
  const setBreak = (index: number, change: Partial<Range>) =>
    setBreaks((current) => current.map((range, at) => (at === index ? { ...range, ...change } : range)));

  return (
    <ContentForm heading={t('form.heading')} onSubmit={(event) => void submit(event)}>
      <FormErrors messages={otherErrors} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('form.days')}</legend>
        {days.map((day, index) => (
          <div key={index} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <Input
              className="col-span-2 sm:col-span-1"
              label={t('form.date')}
              type="date"
              value={day.date}
              error={fieldError(`days.${index}.date`)}
              onChange={(event) => setDay(index, { date: event.target.value })}
            />
            <Input label={t('form.start')} type="time" value={day.start} error={fieldError(`days.${index}.start`)} onChange={(event) => setDay(index, { start: event.target.value })} />
            <Input label={t('form.end')} type="time" value={day.end} error={fieldError(`days.${index}.end`)} onChange={(event) => setDay(index, { end: event.target.value })} />
            {days.length > 1 && (
              <IconButton
                label={t('form.removeDay', { date: day.date })}
                icon={<X aria-hidden="true" className="size-4" />}
                onClick={() => setDays((current) => current.filter((_, at) => at !== index))}
              />
            )}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setDays((current) => [...current, { ...(current.at(-1) ?? { start: '16:00', end: '18:00' }), date: dayAfter(current.at(-1)?.date ?? localDay()) }])}
          >
            {t('form.addDay')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('form.breaks')}</legend>
        {breaks.map((range, index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <Input label={t('form.start')} type="time" value={range.start} error={fieldError(`breaks.${index}.start`)} onChange={(event) => setBreak(index, { start: event.target.value })} />
            <Input label={t('form.end')} type="time" value={range.end} error={fieldError(`breaks.${index}.end`)} onChange={(event) => setBreak(index, { end: event.target.value })} />
            <IconButton
              label={t('form.removeBreak', { start: range.start, end: range.end })}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => setBreaks((current) => current.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setBreaks((current) => [...current, { start: '17:00', end: '17:15' }])}>
            {t('form.addBreak')}
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label={t('form.slotMinutes')}
          type="number"
          inputMode="numeric"
          min={5}
          max={120}
          value={slotMinutes}
          error={fieldError('slot_minutes')}
          onChange={(event) => setSlotMinutes(event.target.value)}
        />
        <Select label={t('form.mode')} value={mode} error={fieldError('mode')} onChange={(event) => setMode(event.target.value as ConferenceMode)}>
          <option value="in_person">{t('window.inPerson')}</option>
          <option value="video">{t('window.video')}</option>
        </Select>
        <Input
          label={t('form.cutoffHours')}
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          value={cutoffHours}
          error={fieldError('cutoff_hours')}
          onChange={(event) => setCutoffHours(event.target.value)}
        />
      </div>
      <Textarea label={t('form.note')} rows={3} placeholder={t('form.notePlaceholder')} value={note} error={fieldError('note')} onChange={(event) => setNote(event.target.value)} />
      <FormButtons submitLabel={window ? t('form.save') : t('form.publish')} isSubmitting={isSubmitting} onCancel={onCancel} />
    </ContentForm>
  );
}
