import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { localDay, type EventDto, type EventPeriod } from '@homeroom/contract/events';
import { CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { splitEventsByPeriod, type EventsByPeriod } from '../event-periods.ts';
import { EventCard, type EventViewer } from './event-card.tsx';
import { EventForm } from './event-form.tsx';

const EMPTY_TEXTS: Record<EventPeriod, string> = {
  today: CLASS_CONTENT_MESSAGES.noEventsToday,
  upcoming: CLASS_CONTENT_MESSAGES.noUpcomingEvents,
  finished: CLASS_CONTENT_MESSAGES.noFinishedEvents,
};

/** Today when something happens today, else Upcoming when something is planned, else Today. */
function firstPeriodToShow(split: EventsByPeriod): EventPeriod {
  if (split.today.length === 0 && split.upcoming.length > 0) return 'upcoming';
  return 'today';
}

interface EventsPanelProps {
  classId: number;
  events: readonly EventDto[];
  viewer: EventViewer;
  /** Under each event: who read it (read receipts, handed in by the class page). */
  renderReceipt?: (event: EventDto) => ReactNode;
}

/** The class's events in the tabs Today, Upcoming and Finished, by the viewer's own day (docs/product.md, "States at a glance"). */
export function EventsPanel({ classId, events, viewer, renderReceipt }: EventsPanelProps) {
  const { t } = useTranslation('events');
  const periodTabs: readonly TabItem<EventPeriod>[] = [
    { id: 'today', label: t('panel.today'), icon: <CalendarCheck aria-hidden="true" className="size-4" /> },
    {
      id: 'upcoming',
      label: t('panel.upcoming'),
      icon: <CalendarClock aria-hidden="true" className="size-4" />,
    },
    {
      id: 'finished',
      label: t('panel.finished'),
      icon: <CalendarDays aria-hidden="true" className="size-4" />,
    },
  ];
  const split = splitEventsByPeriod(events, localDay());
  const [period, setPeriod] = useState<EventPeriod>(() => firstPeriodToShow(split));
  const creation = usePanelCreation();
  const { status } = creation;
  const createEvent = useCreateEvent(classId);
  const shown = split[period];

  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={events.length}
        createLabel={t('panel.create')}
        canCreate={viewer.isTeacher && !viewer.isReadOnly}
        creation={creation}
      />
      {creation.isCreating && (
        <EventForm
          heading={t('panel.create')}
          submitLabel={t('panel.createSubmit')}
          onCancel={creation.close}
          onSubmit={async (values) => {
            status.clear();
            try {
              await createEvent.mutateAsync(values);
            } catch (error) {
              status.show({ tone: 'error', text: CLASS_CONTENT_MESSAGES.eventCreateFailed });
              throw error;
            }
            creation.close();
            // A new event is always after today: show it where it went.
            setPeriod('upcoming');
            status.show({ tone: 'success', text: CLASS_CONTENT_MESSAGES.eventCreated });
          }}
        />
      )}
      <Tabs label={t('panel.tabsLabel')} tabs={periodTabs} selected={period} onSelect={setPeriod}>
        {shown.length === 0 ? (
          <ContentEmpty
            icon={<CalendarDays className="size-7" />}
            title={translateMessage(EMPTY_TEXTS[period])}
          />
        ) : (
          <ContentList>
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard
                  classId={classId}
                  event={event}
                  period={period}
                  viewer={viewer}
                  onStatus={status.show}
                />
                {renderReceipt?.(event)}
              </li>
            ))}
          </ContentList>
        )}
      </Tabs>
    </div>
  );
}
