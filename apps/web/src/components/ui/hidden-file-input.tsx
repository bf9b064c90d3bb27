import type { ComponentProps } from 'react';

type HiddenFileInputProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'tabIndex' | 'aria-hidden'>;

/**
 * A file input opened by a button through its ref: out of sight and out of the tab order, so
 * the button is what people and screen readers meet.
 */
export function HiddenFileInput(props: HiddenFileInputProps) {
  return <input type="file" className="sr-only" tabIndex={-1} aria-hidden="true" {...props} />;
}
