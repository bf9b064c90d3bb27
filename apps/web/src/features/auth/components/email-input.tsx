import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** The e-mail address a person signs in with, as the login, registration and reset forms ask for it. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'label' | 'type'>) {
  return <Input label="E-mail" type="email" autoComplete="email" inputMode="email" {...props} />;
}
