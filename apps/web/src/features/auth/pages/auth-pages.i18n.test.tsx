import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

describe('the login and registration pages in other languages', () => {
  it('shows Log in in Spanish, with its link to registration', async () => {
    await applyLanguage('es');
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/¿Es nuevo en Homeroom\?/)).toBeInTheDocument();
  });

  it('shows Register in Arabic', async () => {
    await applyLanguage('ar');
    renderWithProviders(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });
});
