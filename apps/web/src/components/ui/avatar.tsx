import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-28 text-4xl',
} as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0]?.slice(0, 2) ?? '');
  return initials.toUpperCase() || '?';
}

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = classNames(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold',
    SIZES[size],
    className,
  );

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={name ? t('picture.of', { name }) : t('picture.profile')}
        onError={() => setFailedSrc(src)}
        className={classNames(classes, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name || t('picture.profile')}
      className={classNames(classes, 'bg-brand-100 text-brand-800')}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
