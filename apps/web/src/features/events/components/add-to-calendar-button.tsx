import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { downloadEventFile } from '../api/download-event-file.ts';

/** Characters no file system takes in a name (control characters are dropped separately). */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/** "Add to calendar" on an event: saves its `.ics` file, which the phone's or computer's calendar opens. */
export function AddToCalendarButton({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation('events');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  async function download() {
    setState('working');
    try {
      const fileName = `${[...eventName].filter((character) => character >= ' ').join('').replace(UNSAFE_IN_FILE_NAMES, '-').trim().slice(0, 80) || 'event'}.ics`;
      await downloadEventFile(eventId, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        icon={<CalendarPlus aria-hidden="true" className="size-4" />}
        isLoading={state === 'working'}
        aria-label={t('calendar.addLabel', { name: eventName })}
        onClick={() => void download()}
      >
        {t('calendar.add')}
      </Button>
      {state === 'failed' && <StatusMessage tone="error">{t('calendar.addFailed')}</StatusMessage>}
    </div>
  );
}
