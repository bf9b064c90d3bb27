import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names.ts';

/** The white, softly rounded surface that holds a page's content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={classNames('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-8', className)}
      {...props}
    />
  );
}
