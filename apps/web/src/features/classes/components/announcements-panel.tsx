import type { ClassPageDto } from '@homeroom/contract/schools';
import { Megaphone } from 'lucide-react';
import { ContentCard, ContentEmpty, ContentList } from './content-card.tsx';

/** The class's announcements; writing them arrives with the announcements feature. */
export function AnnouncementsPanel({ announcements }: { announcements: ClassPageDto['announcements'] }) {
  if (announcements.length === 0) {
    return <ContentEmpty icon={<Megaphone className="size-7" />} title="There are no announcements yet." />;
  }
  return (
    <ContentList>
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <ContentCard title={announcement.title} date={announcement.date}>
            <p className="text-sm whitespace-pre-line text-slate-700">{announcement.content}</p>
          </ContentCard>
        </li>
      ))}
    </ContentList>
  );
}
