import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { renderWithProviders } from '../test/render.tsx';
import { NavigationBar } from './navigation-bar.tsx';

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('NavigationBar', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('shows visitors Home, Features, Register and Log in, and no bell', () => {
    renderWithProviders(<NavigationBar />);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Features',
      'Register',
      'Log in',
    ]);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows users Home, Features, Profile, Chat and Log out, and the bell', () => {
    useAuthStore.getState().setToken('tok3n');
    renderWithProviders(<NavigationBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'Features', 'Profile', 'Chat', 'Log out']);
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chatHub');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens the menu panel and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigationBar />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Register' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the menu panel when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigationBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Features' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
