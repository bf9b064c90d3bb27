import { TextLink } from '../../../components/ui/text-link.tsx';
import { useLogIn } from '../api/log-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<Trans t={t} i18nKey={'login.footer'} components={{ 1: <TextLink to="/register" /> }} />}
    >
      <LoginForm onSubmit={logIn.mutateAsync} />
    </AuthLayout>
  );
}
