import { zodResolver } from '@hookform/resolvers/zod';
import {
  RegisterFormSchema,
  type RegisterBody,
  type RegisterForm as RegisterFormValues,
} from '@homeroom/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';

const FIELDS = ['email', 'first_name', 'last_name', 'password1', 'password2'] as const;

interface RegisterFormProps {
  onSubmit: (body: RegisterBody) => Promise<void>;
}

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterBody>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', first_name: '', last_name: '', password1: '', password2: '' },
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <Input
          label="Last name (optional)"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password1?.message}
        {...register('password1')}
      />
      <Input
        label="Password confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.password2?.message}
        {...register('password2')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        REGISTER
      </Button>
    </form>
  );
}
