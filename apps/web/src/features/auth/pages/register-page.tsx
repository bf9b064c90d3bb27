import { TextLink } from '../../../components/ui/text-link.tsx';
import { useRegister } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { t: privacyT } = useTranslation('privacy');
  const register = useRegister();
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={<Trans t={t} i18nKey={'register.footer'} components={{ 1: <TextLink to="/login" /> }} />}
    >
      <RegisterForm onSubmit={register.mutateAsync} />
      <p className="text-center text-sm text-slate-600">
        <Trans t={privacyT} i18nKey={'registerNote'} components={{ 1: <TextLink to="/privacy" /> }} />
      </p>
    </AuthLayout>
  );
}
