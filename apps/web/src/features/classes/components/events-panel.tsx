import type { ClassPageDto } from '@homeroom/contract/schools';
import { CalendarDays, HandHelping } from 'lucide-react';
import { ContentCard, ContentEmpty, ContentList } from './content-card.tsx';

/** The class's events; the Today, Upcoming and Finished tabs and helpers arrive with the events feature. */
export function EventsPanel({ events }: { events: ClassPageDto['events'] }) {
  if (events.length === 0)
    return <ContentEmpty icon={<CalendarDays className="size-7" />} title="There are no events yet." />;
  return (
    <ContentList>
      {events.map((event) => (
        <li key={event.id}>
          <ContentCard title={event.name} date={event.date}>
            <p className="text-sm whitespace-pre-line text-slate-700">{event.description}</p>
            {event.helpers_required > 0 && (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <HandHelping aria-hidden="true" className="size-4" />
                {`Helpers: ${event.helpers.length} of ${event.helpers_required}`}
              </p>
            )}
          </ContentCard>
        </li>
      ))}
    </ContentList>
  );
}
