import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { RegisterForm } from './register-form.tsx';

/** Renders the form, types each value into the input of that label, and presses REGISTER. */
async function submitRegistration(values: Record<string, string>, onSubmit = vi.fn(async () => {})) {
  render(<RegisterForm onSubmit={onSubmit} />);
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.click(screen.getByRole('button', { name: 'REGISTER' }));
  return onSubmit;
}

describe('RegisterForm', () => {
  it('shows the required messages and sends nothing when empty', async () => {
    const onSubmit = await submitRegistration({});

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Email is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the passwords must match', async () => {
    const onSubmit = await submitRegistration({
      'E-mail': 'ada@example.com',
      'First name': 'Ada',
      Password: 'correct horse',
      'Password confirmation': 'battery staple',
    });

    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lower-cased e-mail with an empty last name when it is left out', async () => {
    const onSubmit = await submitRegistration({
      'E-mail': '  Ada@Example.com ',
      'First name': ' Ada ',
      Password: 'correct horse',
      'Password confirmation': 'correct horse',
    });

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: '',
      password1: 'correct horse',
      password2: 'correct horse',
    });
  });

  it('shows every message of a refusal, one per line, beside its field or at the top', async () => {
    const refusal = new ApiError(400, {
      email: ['A user is already registered with this e-mail address.'],
      password1: ['This password is too short.', 'This password is too common.'],
      non_field_errors: ['Something else is wrong.'],
    });
    await submitRegistration(
      {
        'E-mail': 'ada@example.com',
        'First name': 'Ada',
        Password: 'short',
        'Password confirmation': 'short',
      },
      vi.fn(async () => Promise.reject(refusal)),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Something else is wrong.');
    expect(screen.getByText('A user is already registered with this e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This password is too short.').tagName).toBe('P');
    expect(screen.getByText('This password is too common.').tagName).toBe('P');
  });
});
