import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

describe('DeleteAccountSection', () => {
  const fetchMock = stubFetch();

  it('asks for the e-mail address with the keyboard alone and sends it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    useAuthStore.setState({ token: 'abc' });
    renderWithProviders(<DeleteAccountSection />);
    screen.getByRole('button', { name: 'Delete my account' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeVisible();
    await userEvent.type(screen.getByLabelText('Type your e-mail address to confirm'), 'sam@example.org{Enter}');

    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/school/account-delete/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'sam@example.org' });
    await expect.poll(() => useAuthStore.getState().token).toBe('');
  });

  it('shows a wrong address under its field and sends nothing for an empty one', async () => {
    renderWithProviders(<DeleteAccountSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse({ email: ['Type the e-mail address of this account to confirm.'] }, 400));
    await userEvent.type(screen.getByLabelText('Type your e-mail address to confirm'), 'other@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Type the e-mail address of this account to confirm.')).toBeInTheDocument();
  });
});
