import { TextLink } from '../../../components/ui/text-link.tsx';
import { useRegister } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const register = useRegister();
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free for teachers and parents. You choose your account type next."
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <RegisterForm onSubmit={register.mutateAsync} />
    </AuthLayout>
  );
}
