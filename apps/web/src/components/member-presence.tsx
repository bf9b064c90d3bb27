import { Circle } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { classNames } from '../lib/class-names.ts';
import { Avatar } from './ui/avatar.tsx';

/** How a feature says a member is there or not, as shown; screen readers hear it in lower case. */
export interface PresenceWords {
  present: string;
  absent: string;
}

/**
 * Green and filled when present, red and hollow when not: the shape differs too, so the state
 * never rests on colour alone.
 */
function PresenceIcon({
  label,
  isPresent,
  className,
}: {
  label: string;
  isPresent: boolean;
  className: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={classNames('inline-flex shrink-0', className)}
    >
      <Circle
        aria-hidden="true"
        strokeWidth={3}
        className={classNames(
          'size-3',
          isPresent ? 'fill-emerald-500 text-emerald-600' : 'fill-white text-red-600',
        )}
      />
    </span>
  );
}

interface MemberPresenceProps {
  name: string;
  /** The signed address of the member's picture; initials without one. */
  picture?: string | null;
  isMe: boolean;
  isPresent: boolean;
  words: PresenceWords;
}

/** A member's avatar with a presence dot, their name ("(you)" for the reader) and the presence in words. */
export function MemberPresence({ name, picture = null, isMe, isPresent, words }: MemberPresenceProps) {
  const { t } = useTranslation();
  const word = isPresent ? words.present : words.absent;
  return (
    <>
      <span className="relative">
        <Avatar name={name} src={picture} size="sm" />
        <PresenceIcon
          label={word.toLowerCase()}
          isPresent={isPresent}
          className="absolute -end-0.5 -bottom-0.5 rounded-full bg-white p-px"
        />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium break-words text-slate-900">
          {name}
          {isMe && <span className="font-normal text-slate-600"> {t('presence.you')}</span>}
        </span>
        {/* The icon already tells screen readers. */}
        <span
          aria-hidden="true"
          className={classNames('text-xs', isPresent ? 'text-emerald-800' : 'text-red-700')}
        >
          {word}
        </span>
      </span>
    </>
  );
}
