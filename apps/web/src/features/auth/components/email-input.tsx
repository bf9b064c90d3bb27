import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** The e-mail address a person signs in with, as the login, registration and reset forms ask for it. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <Input label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
