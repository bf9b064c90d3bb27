import { Link, type LinkProps } from 'react-router';
import { classNames } from '../../lib/class-names.ts';

/** A link inside text: brand coloured and underlined, so it does not rely on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={classNames(
        'rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700',
        className,
      )}
      {...props}
    />
  );
}
