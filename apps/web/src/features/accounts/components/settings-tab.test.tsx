import { ACCOUNT_MESSAGES } from '@homeroom/contract/accounts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { buildParent, buildTeacher, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SettingsTab } from './settings-tab.tsx';

describe('SettingsTab', () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.useRealTimers());

  it('shows a teacher only the chat message switch', () => {
    const user = buildTeacher();
    renderWithProviders(<SettingsTab settings={user.settings} accountType="teacher" />);
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'E-mail me when I receive a chat message' })).toBeChecked();
  });

  it('shows a parent all four switches, read-only until Edit is pressed', async () => {
    const user = buildParent();
    renderWithProviders(<SettingsTab settings={user.settings} accountType="parent" />);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(4);
    for (const toggle of switches) expect(toggle).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeEnabled();
  });

  it('saves the settings object and reports success for 5 seconds', async () => {
    const account = buildParent();
    const saved = { ...account.settings, new_announcement_notification: true };
    fetchMock.mockResolvedValue(jsonResponse(saved));
    const { queryClient } = renderWithProviders(
      <SettingsTab settings={account.settings} accountType="parent" />,
    );
    queryClient.setQueryData(currentUserQueryKey, account);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail me about new announcements' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.settingsUpdated)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/school/settings-update/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      message_received_notification: true,
      new_announcement_notification: true,
      new_story_notification: true,
      new_event_notification: true,
    });
    expect(queryClient.getQueryData<typeof account>(currentUserQueryKey)?.settings).toEqual(saved);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(ACCOUNT_MESSAGES.settingsUpdated)).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be saved', async () => {
    const account = buildTeacher();
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Nope.' }, 400));
    renderWithProviders(<SettingsTab settings={account.settings} accountType="teacher" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.settingsFailed)).toBeInTheDocument();
  });
});
