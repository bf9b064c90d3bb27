import { STICKER_TYPES } from '@homeroom/contract/stickers';
import { classNames } from '../lib/class-names.ts';
import { countStickers, STICKER_TYPE_IDS } from '../lib/stickers.ts';
import { StickerArt } from './sticker-art.tsx';

interface StickerCountsProps {
  stickers: readonly { type: number }[];
  /** `compact` fits a student card; `large` is the portfolio's row of tiles. */
  variant?: 'compact' | 'large';
  className?: string;
}

/** How many stars, dinosaurs and cats a student has (docs/product.md, "Stickers"). */
export function StickerCounts({ stickers, variant = 'compact', className }: StickerCountsProps) {
  const counts = countStickers(stickers);
  if (variant === 'large') {
    return (
      <ul aria-label="Sticker counts" className={classNames('grid grid-cols-3 gap-3', className)}>
        {STICKER_TYPE_IDS.map((type) => (
          <li
            key={type}
            className="flex flex-col items-center gap-1 rounded-2xl bg-accent-50 px-2 py-4 ring-1 ring-accent-100"
          >
            <StickerArt type={type} className="size-10 sm:size-12" />
            <span className="text-2xl font-bold text-slate-900">{counts[type]}</span>
            <span className="text-sm font-medium text-slate-700">{STICKER_TYPES[type].label}</span>
          </li>
        ))}
      </ul>
    );
  }
  // Spans rather than a list, so that the counts may sit inside a button (a student card); screen
  // readers get them as one sentence.
  const summary = STICKER_TYPE_IDS.map((type) => `${STICKER_TYPES[type].label} ${counts[type]}`).join(', ');
  return (
    <span className={classNames('flex flex-wrap items-center justify-center gap-x-2 gap-y-1', className)}>
      <span className="sr-only">{`Stickers: ${summary}.`}</span>
      {STICKER_TYPE_IDS.map((type) => (
        <span
          key={type}
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800"
        >
          <StickerArt type={type} className="size-5" />
          {counts[type]}
        </span>
      ))}
    </span>
  );
}
