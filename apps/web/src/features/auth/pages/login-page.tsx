import { TextLink } from '../../../components/ui/text-link.tsx';
import { useLogIn } from '../api/log-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const logIn = useLogIn();
  return (
    <AuthLayout
      title="Log in"
      subtitle="Welcome back! See what is new in your classes."
      footer={
        <>
          New to Homeroom? <TextLink to="/register">Sign Up</TextLink>
        </>
      }
    >
      <LoginForm onSubmit={logIn.mutateAsync} />
    </AuthLayout>
  );
}
