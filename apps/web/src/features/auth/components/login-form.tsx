import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, type LoginBody } from '@homeroom/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type LoginFormValues = z.input<typeof LoginBodySchema>;
const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  onSubmit: (body: LoginBody) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormErrors(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors messages={formErrors} />
      <Input
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextLink to="/resetPassword" className="self-end text-sm">
          Forgot password
        </TextLink>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        LOGIN
      </Button>
    </form>
  );
}
