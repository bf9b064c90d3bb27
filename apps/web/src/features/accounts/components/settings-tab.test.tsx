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

  it('shows a teacher the kinds they receive: messages, announcements and calls', () => {
    const user = buildTeacher();
    renderWithProviders(<SettingsTab settings={user.settings} accountType="teacher" />);
    expect(screen.getByRole('combobox', { name: 'Chat messages' })).toHaveValue('email');
    expect(screen.getByRole('combobox', { name: 'Announcements' })).toHaveValue('in_app');
    expect(screen.getByRole('combobox', { name: 'Calls' })).toHaveValue('push');
    expect(screen.queryByRole('combobox', { name: 'Class stories' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Daily digest at' })).toHaveValue('18');
  });

  it('shows a parent all five kinds and the digest hour, read-only until Edit is pressed', async () => {
    const user = buildParent();
    renderWithProviders(<SettingsTab settings={user.settings} accountType="parent" />);
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(6);
    for (const select of selects) expect(select).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeEnabled();
  });

  it('saves the channels and the digest hour and reports success for 5 seconds', async () => {
    const account = buildParent();
    const saved = { ...account.settings, channels: { ...account.settings.channels, stories: 'digest' as const }, digest_hour: 7 };
    // The sections below the channels ask for the user's push devices and blocked people: none.
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(String(url).includes('settings-update') ? saved : String(url).includes('user-block-list') ? { blocked: [] } : []),
    );
    const { queryClient } = renderWithProviders(<SettingsTab settings={account.settings} accountType="parent" />);
    queryClient.setQueryData(currentUserQueryKey, account);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class stories' }), 'digest');
    expect(screen.getByText('One e-mail a day with everything at once.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Daily digest at' }), '7');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.settingsUpdated)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).includes('settings-update')) ?? [];
    expect(url).toBe('/api/v1/school/settings-update/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      channels: { messages: 'email', stories: 'digest', announcements: 'in_app', events: 'email', calls: 'push' },
      digest_hour: 7,
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
