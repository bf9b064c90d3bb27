import { LogOut } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useLogOut } from '../api/log-out.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useMarkFirstScreenShown } from '../../../lib/first-screen.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function LogoutPage() {
  const { t } = useTranslation('auth');
  const logOut = useLogOut();
  // Drawn whole at once: the frame's bell and call dialog need not wait.
  useMarkFirstScreenShown(true);
  return (
    <AuthLayout
      title={t('logout.title')}
      subtitle={t('logout.subtitle')}
      aside={
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-600">
          <LogOut aria-hidden="true" className="size-6" />
        </span>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/profile" variant="secondary" size="lg">
          {t('logout.cancel')}
        </ButtonLink>
        <Button size="lg" isLoading={logOut.isPending} onClick={() => logOut.mutate()}>
          {t('logout.confirm')}
        </Button>
      </div>
    </AuthLayout>
  );
}
