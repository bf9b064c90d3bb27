import type { StickerType } from '@homeroom/contract/stickers';
import { classNames } from '../lib/class-names.ts';

/**
 * The picture of each sticker, drawn here rather than taken from emoji: emoji depend on the
 * device's fonts, and without a colour emoji font (common on Linux) a star or a dinosaur shows as
 * an empty box. Decorative: the sticker's name is always written beside it.
 */
export function StickerArt({ type, className }: { type: StickerType; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={classNames('inline-block shrink-0', className)}
    >
      {type === 1 && <StarArt />}
      {type === 2 && <DinosaurArt />}
      {type === 3 && <CatArt />}
    </svg>
  );
}

function StarArt() {
  return (
    <>
      <polygon
        points="24,4.5 29.6,17.8 44,19 33,28.4 36.3,42.5 24,35 11.7,42.5 15,28.4 4,19 18.4,17.8"
        fill="#fbbf24"
        stroke="#d97706"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M17 21.5 21 21" stroke="#fef3c7" strokeWidth="2.5" strokeLinecap="round" />
    </>
  );
}

function DinosaurArt() {
  return (
    <>
      <path d="M10 29 C5 31 2.5 35 1.5 40 C6 38 10 36 13 34 Z" fill="#22c55e" />
      <rect x="11" y="33" width="5" height="10" rx="2" fill="#15803d" />
      <rect x="24" y="33" width="5" height="10" rx="2" fill="#15803d" />
      <ellipse cx="20" cy="30" rx="13" ry="9" fill="#22c55e" />
      <path d="M25 25 C30 21 30.5 15 31.5 9 L38 9.5 C37.5 17 35.5 25 30 31 Z" fill="#22c55e" />
      <ellipse cx="37" cy="9" rx="6" ry="4.5" fill="#22c55e" />
      <ellipse cx="20" cy="33.5" rx="9" ry="4" fill="#86efac" />
      <circle cx="14" cy="26" r="1.8" fill="#15803d" />
      <circle cx="20" cy="24" r="1.8" fill="#15803d" />
      <circle cx="26" cy="27" r="1.5" fill="#15803d" />
      <circle cx="38.5" cy="7.8" r="1.3" fill="#14532d" />
      <path
        d="M40 11 Q41.5 10.8 42.5 10"
        stroke="#14532d"
        strokeWidth="1"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function CatArt() {
  return (
    <>
      <path d="M8 24 L10 5 L22 14 Z" fill="#fb923c" />
      <path d="M40 24 L38 5 L26 14 Z" fill="#fb923c" />
      <path d="M11.5 17 L12.5 9.5 L18 13.5 Z" fill="#fda4af" />
      <path d="M36.5 17 L35.5 9.5 L30 13.5 Z" fill="#fda4af" />
      <ellipse cx="24" cy="28" rx="17" ry="15" fill="#fb923c" />
      <path
        d="M20 14.5 L21 19 M24 14 L24 18.5 M28 14.5 L27 19"
        stroke="#c2410c"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <ellipse cx="24" cy="34" rx="8.5" ry="6" fill="#ffedd5" />
      <ellipse cx="17.5" cy="26" rx="2.3" ry="3" fill="#1f2937" />
      <ellipse cx="30.5" cy="26" rx="2.3" ry="3" fill="#1f2937" />
      <circle cx="18.2" cy="25" r="0.8" fill="#fff" />
      <circle cx="31.2" cy="25" r="0.8" fill="#fff" />
      <path d="M22.3 31 L25.7 31 L24 33 Z" fill="#f43f5e" />
      <path
        d="M24 33 Q22.5 35.5 20.5 34.5 M24 33 Q25.5 35.5 27.5 34.5"
        stroke="#7c2d12"
        strokeWidth="1.1"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M14 31 L5 29.5 M14 33.5 L5.5 35 M34 31 L43 29.5 M34 33.5 L42.5 35"
        stroke="#7c2d12"
        strokeWidth="1"
        strokeLinecap="round"
      />
    </>
  );
}
