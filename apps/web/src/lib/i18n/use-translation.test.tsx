import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from './i18n.ts';
import { Trans, useTranslation } from './use-translation.tsx';

function LoginFooter() {
  const { t } = useTranslation('auth');
  return (
    <p data-testid="footer">
      <Trans t={t} i18nKey={'login.footer'} components={{ 1: <a href="/register" /> }} />
    </p>
  );
}

function CallHeading({ name }: { name: string }) {
  const { t } = useTranslation('calls');
  return (
    <p data-testid="heading">
      <Trans t={t} i18nKey={'panel.onCallWith'} tOptions={{ name }} components={{ 1: <strong /> }} />
    </p>
  );
}

describe('useTranslation and Trans', () => {
  it('puts the text of a numbered tag inside its element, and speaks the language chosen later', async () => {
    render(<LoginFooter />);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('footer')).toHaveTextContent('New to Homeroom? Sign Up');

    await applyLanguage('fr');
    expect(await screen.findByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('footer')).toHaveTextContent(/^Nouveau sur Homeroom\s\? Inscrivez-vous$/);
  });

  it('fills the variables of the text inside and around the tags', () => {
    render(<CallHeading name="Ada" />);
    expect(screen.getByTestId('heading')).toHaveTextContent('On Call With Ada');
    expect(screen.getByText('Ada').tagName).toBe('STRONG');
  });
});
