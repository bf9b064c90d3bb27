import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ProfilePage } from './profile-page.tsx';

describe('ProfilePage in other languages', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().setToken('k'.repeat(40));
  });

  it('shows a teacher’s profile in Spanish', async () => {
    fetchMock.mockResolvedValue(jsonResponse(buildTeacher({ first_name: 'Ada', last_name: 'Lovelace' })));
    await applyLanguage('es');
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Docente', { selector: 'header span' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Datos del usuario' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Foto de perfil' })).toBeInTheDocument();
  });
});
