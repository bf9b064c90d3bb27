import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a back arrow or an icon. */
  aside?: ReactNode;
  children: ReactNode;
  /** Under the card: the link to the other form. */
  footer?: ReactNode;
}

/** The centred card of the login, registration and password pages. */
export function AuthLayout({ title, subtitle, aside, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="relative px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(50%_70%_at_50%_0%,var(--color-brand-100),transparent)]"
      />
      <div className="mx-auto flex w-full max-w-md flex-col gap-6">
        <title>{t('layout.pageTitle', { title })}</title>
        <Card className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            {aside}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </Card>
        {footer && <p className="text-center text-sm text-slate-700">{footer}</p>}
      </div>
    </div>
  );
}
