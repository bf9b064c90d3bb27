import type { ReactNode } from 'react';

/**
 * The few icons a class page draws on every story and comment (a hundred and more of them), as
 * plain SVG with lucide's drawings (ISC licence) and attributes. A lucide component goes through
 * two `forwardRef`s, a context and an attribute builder at each draw, which on a slow phone made
 * the icons about a fifth of the time spent drawing stories (docs/decisions.md, "Lighthouse's
 * TBT, round 5"). Everywhere else the app draws lucide's components. Decorative only: hidden
 * from screen readers, the button or heading beside names what they mean.
 */
interface ListIconProps {
  className?: string;
}

function ListIcon({ className, children }: ListIconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

/** lucide's `EllipsisVertical` (also `MoreVertical`): a "more actions" menu. */
export function EllipsisVerticalIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="19" r="1" />
    </ListIcon>
  );
}

/** lucide's `Expand`, its eight strokes in one path: a picture opens at full size. */
export function ExpandIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M15 15l6 6M15 9l6-6M21 16v5h-5M21 8V3h-5M3 16v5h5M3 21l6-6M3 8V3h5M9 9 3 3" />
    </ListIcon>
  );
}

/** lucide's `MessageCircle`: comments. */
export function MessageCircleIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
    </ListIcon>
  );
}

/** lucide's `Send`, in one path: posting a comment. */
export function SendIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zM21.854 2.147l-10.94 10.939" />
    </ListIcon>
  );
}

/** lucide's `EyeOff`, in one path: hiding a comment. */
export function EyeOffIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l20 20" />
    </ListIcon>
  );
}
