import type { ClassPageDto } from '@homeroom/contract/schools';
import { BookOpen } from 'lucide-react';
import { ContentCard, ContentEmpty, ContentList } from './content-card.tsx';

/** The class's stories with their pictures; writing and comments arrive with the stories feature. */
export function StoriesPanel({ stories }: { stories: ClassPageDto['stories'] }) {
  if (stories.length === 0)
    return <ContentEmpty icon={<BookOpen className="size-7" />} title="There are no stories yet." />;
  return (
    <ContentList>
      {stories.map((story) => (
        <li key={story.id}>
          <ContentCard title={story.title} date={story.date}>
            <p className="text-sm whitespace-pre-line text-slate-700">{story.content}</p>
            {story.story_images.length > 0 && (
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {story.story_images.map((image, index) => (
                  <li key={image.id}>
                    <img
                      src={image.image}
                      alt={`Picture ${index + 1} of the story ${story.title}`}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </ContentCard>
        </li>
      ))}
    </ContentList>
  );
}
