import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ChangePasswordTab } from './change-password-tab.tsx';

async function changePassword(first: string, second: string, current = 'the old secret') {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), first);
  await userEvent.type(screen.getByLabelText('New password confirmation'), second);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordTab', () => {
  const fetchMock = stubFetch();

  it('checks that the passwords match before sending', async () => {
    renderWithProviders(<ChangePasswordTab />);
    await changePassword('one password', 'another');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms a changed password and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'New password has been saved.' }));
    renderWithProviders(<ChangePasswordTab />);
    await changePassword('a new secret', 'a new secret');

    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      old_password: 'the old secret',
      new_password1: 'a new secret',
      new_password2: 'a new secret',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for the current password before sending', async () => {
    renderWithProviders(<ChangePasswordTab />);
    await changePassword('a new secret', 'a new secret', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ old_password: ['Your old password was entered incorrectly. Please enter it again.'] }, 400),
    );
    renderWithProviders(<ChangePasswordTab />);
    await changePassword('a new secret', 'a new secret', 'not it');
    await screen.findByText('Your old password was entered incorrectly. Please enter it again.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Your old password was entered incorrectly. Please enter it again.',
    );
  });

  it('shows each message of a refusal on its own line', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { new_password2: ['This password is too short.', 'This password is entirely numeric.'] },
        400,
      ),
    );
    renderWithProviders(<ChangePasswordTab />);
    await changePassword('123', '123');

    const first = await screen.findByText('This password is too short.');
    const second = screen.getByText('This password is entirely numeric.');
    expect(first).not.toBe(second);
    expect(screen.getByLabelText('New password confirmation')).toHaveAccessibleDescription(
      'This password is too short. This password is entirely numeric.',
    );
  });
});
