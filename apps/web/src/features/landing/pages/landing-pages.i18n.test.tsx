import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FeaturesPage } from './features-page.tsx';
import { HomePage } from './home-page.tsx';

describe('the landing pages in other languages', () => {
  it('shows Features in Spanish', async () => {
    await applyLanguage('es');
    renderWithProviders(<FeaturesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Funciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Videollamada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeInTheDocument();
  });

  it('shows Home in Arabic, right to left', async () => {
    await applyLanguage('ar');
    renderWithProviders(<HomePage />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'المعلمون وأولياء الأمور يعملون معًا.',
    );
    expect(screen.getByRole('link', { name: 'ابدأ الآن' })).toBeInTheDocument();
  });
});
