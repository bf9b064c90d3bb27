import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { classNames } from '../lib/class-names.ts';
import { countStickers, STICKER_TYPE_IDS } from '../lib/stickers.ts';
import { StickerArt } from './sticker-art.tsx';

/** Each sticker's name, a key of `common`. */
const TYPE_LABEL_KEYS = { 1: 'stickerCounts.star', 2: 'stickerCounts.dinosaur', 3: 'stickerCounts.cat' } as const;

interface StickerCountsProps {
  stickers: readonly { type: number }[];
  /** `compact` fits a student card; `large` is the portfolio's row of tiles. */
  variant?: 'compact' | 'large';
  className?: string;
}

/** How many stars, dinosaurs and cats a student has (docs/product.md, "Stickers"). */
export function StickerCounts({ stickers, variant = 'compact', className }: StickerCountsProps) {
  const { t } = useTranslation();
  const counts = countStickers(stickers);
  if (variant === 'large') {
    return (
      <ul aria-label={t('stickerCounts.label')} className={classNames('grid grid-cols-3 gap-3', className)}>
        {STICKER_TYPE_IDS.map((type) => (
          <li
            key={type}
            className="flex flex-col items-center gap-1 rounded-2xl bg-accent-50 px-2 py-4 ring-1 ring-accent-100"
          >
            <StickerArt type={type} className="size-10 sm:size-12" />
            <span className="text-2xl font-bold text-slate-900">{counts[type]}</span>
            <span className="text-sm font-medium text-slate-700">{t(TYPE_LABEL_KEYS[type])}</span>
          </li>
        ))}
      </ul>
    );
  }
  // Spans rather than a list, so that the counts may sit inside a button (a student card); screen
  // readers get them as one sentence.
  const summary = STICKER_TYPE_IDS.map((type) => t('stickerCounts.count', { type: t(TYPE_LABEL_KEYS[type]), count: counts[type] })).join(
    t('stickerCounts.separator'),
  );
  return (
    <span className={classNames('flex flex-wrap items-center justify-center gap-x-2 gap-y-1', className)}>
      <span className="sr-only">{t('stickerCounts.summary', { summary })}</span>
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
