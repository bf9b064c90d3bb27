import type { ClassPageDto } from '@homeroom/contract/schools';
import { BookOpen } from 'lucide-react';
import { itemsOf, numberOf, textOf } from '../class-content.ts';
import { ContentCard, ContentEmpty, ContentList } from './content-card.tsx';

/** The class's stories with their pictures; writing and comments arrive with the stories feature. */
export function StoriesPanel({ stories }: { stories: ClassPageDto['stories'] }) {
  if (stories.length === 0)
    return <ContentEmpty icon={<BookOpen className="size-7" />} title="There are no stories yet." />;
  return (
    <ContentList>
      {stories.map((story) => {
        const title = textOf(story, 'title');
        const images = itemsOf(story, 'story_images').filter((image) => textOf(image, 'image'));
        return (
          <li key={story.id}>
            <ContentCard title={title} date={textOf(story, 'date')}>
              <p className="text-sm whitespace-pre-line text-slate-700">{textOf(story, 'content')}</p>
              {images.length > 0 && (
                <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {images.map((image, index) => (
                    <li key={numberOf(image, 'id') ?? index}>
                      <img
                        src={textOf(image, 'image')}
                        alt={`Picture ${index + 1} of the story ${title}`}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </ContentCard>
          </li>
        );
      })}
    </ContentList>
  );
}
