import type { StoryDto } from '@homeroom/contract/stories';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { ExpandIcon } from '../../../components/ui/list-icons.tsx';
import { classNames } from '../../../lib/class-names.ts';

/** Fewer pictures get more room: one fills the width, two share it, more make a grid. */
function gridClassOf(count: number): string {
  if (count === 1) return 'grid-cols-1';
  if (count === 2) return 'grid-cols-2';
  return 'grid-cols-2 sm:grid-cols-3';
}

/**
 * A story's pictures at their display size; pressing one opens it at full size. Below the first
 * screen they load as they come near; the newest story's first picture (`isOnFirstScreen`) is
 * likely the largest thing the page shows first, so it loads at once and before the others.
 */
export function StoryPictures({
  story,
  isOnFirstScreen = false,
}: {
  story: Pick<StoryDto, 'title' | 'story_images'>;
  isOnFirstScreen?: boolean;
}) {
  const { t } = useTranslation('stories');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = story.story_images;
  if (images.length === 0) return null;

  const total = images.length;
  return (
    <>
      <ul
        aria-label={t('pictures.listLabel', { title: story.title })}
        className={classNames('mt-1 grid gap-2', gridClassOf(total))}
      >
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t('pictures.view', { index: index + 1, total })}
              onClick={() => setOpenIndex(index)}
              className="group relative block w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200"
            >
              <img
                src={image.image}
                alt=""
                loading={isOnFirstScreen && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={isOnFirstScreen && index === 0 ? 'high' : 'auto'}
                className={classNames(
                  'w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]',
                  total === 1 ? 'aspect-video' : 'aspect-[4/3]',
                )}
              />
              <span
                aria-hidden="true"
                className="absolute end-2 bottom-2 flex size-8 items-center justify-center rounded-lg bg-slate-950/60 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <ExpandIcon className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        title={story.title}
        pictures={images.map((image, index) => ({
          src: image.full_image,
          alt: t('pictures.alt', { index: index + 1, title: story.title }),
        }))}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}
