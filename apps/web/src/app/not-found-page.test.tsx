import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/i18n/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page is not found in English', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says it in Arabic', async () => {
    await applyLanguage('ar');
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeInTheDocument();
  });
});
