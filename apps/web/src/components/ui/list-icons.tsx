import type { ReactNode } from 'react';

/**
 * The few icons a class page draws on every story and comment (a hundred and more of them), as
 * plain SVG drawn for Homeroom, in the stroke style of the app's other icons (24 × 24, a 2 px
 * round stroke in the text's colour). An icon component of the icon library goes through two
 * `forwardRef`s, a context and an attribute builder at each draw, which on a slow phone made the
 * icons about a fifth of the time spent drawing stories (docs/decisions.md, "Lighthouse's TBT,
 * round 5"). Everywhere else the app draws the library's components. Decorative only: hidden
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

/** Three dots, one above the other: a "more actions" menu. */
export function EllipsisVerticalIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M12 4.5v1M12 11.5v1M12 18.5v1" strokeWidth="3" />
    </ListIcon>
  );
}

/** Four corners pointing out: a picture opens at full size. */
export function ExpandIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </ListIcon>
  );
}

/** A round speech bubble with its tail at the lower left: comments. */
export function MessageCircleIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M7.5 19.6A9 9 0 1 0 4.4 16.5L3 21z" />
    </ListIcon>
  );
}

/** A paper plane flying up to the right: posting a comment. */
export function SendIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M21 3 3 10.5l7 3 3 7.5zM21 3l-11 10.5" />
    </ListIcon>
  );
}

/** An eye crossed out: hiding a comment. */
export function EyeOffIcon({ className }: ListIconProps) {
  return (
    <ListIcon className={className}>
      <path d="M9.9 5.2A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-2.6 3.3M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </ListIcon>
  );
}
