import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './notification-panel.tsx';

describe('NotificationBell', () => {
  it('hides the badge when nothing is unread', () => {
    render(<NotificationBell unreadCount={0} />);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveAccessibleDescription();
  });

  it('shows the unread count on the badge', () => {
    render(<NotificationBell unreadCount={3} />);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription('3 unread');
  });

  it('toggles the notification panel', async () => {
    const user = userEvent.setup();
    render(<NotificationBell unreadCount={0} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
