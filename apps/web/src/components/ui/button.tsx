import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from '../../lib/class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 shadow-sm hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const SIZES: Record<ButtonSize, string> = {
  // At least 44 px tall on phones, where it is tapped; compact beside a mouse.
  sm: 'h-11 px-3 text-sm gap-1.5 sm:h-9',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

/** The classes of a button, for links and labels that must look like one. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}) {
  return classNames(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** Shows a spinner and blocks further clicks while the action runs. */
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={classNames(buttonClassName({ variant, size, fullWidth }), className)}
      {...props}
    >
      {isLoading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, ButtonStyle {
  icon?: ReactNode;
}

/** A link to another page that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={classNames(buttonClassName({ variant, size, fullWidth }), className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, className, children, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={classNames(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
