import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { PrivacyPage } from './privacy-page.tsx';

const policy = (chatDays: number | null) => ({
  retention: { archived_class_days: 365, chat_message_days: chatDays, notification_days: 90, deletion_warning_days: 14 },
});

describe('PrivacyPage', () => {
  const fetchMock = stubFetch();
  afterEach(async () => {
    await applyLanguage('en');
  });

  it("states the server's retention settings, chats kept for ever by default", async () => {
    routeFetch(fetchMock, { 'GET /privacy-policy/': jsonResponse(policy(null)) });
    renderWithProviders(<PrivacyPage />);
    const list = await screen.findByTestId('retention-policy');
    expect(list).toHaveTextContent('kept for 365 days');
    expect(list).toHaveTextContent('by e-mail 14 days before');
    expect(list).toHaveTextContent('Chat messages are kept as long as their chat.');
    expect(list).toHaveTextContent('Notifications are deleted 90 days after their last change.');
    expect(screen.getByRole('heading', { level: 1, name: 'How Homeroom looks after your data' })).toBeInTheDocument();
  });

  it('states a chat limit when the server has one, in the chosen language', async () => {
    await applyLanguage('fr');
    routeFetch(fetchMock, { 'GET /privacy-policy/': jsonResponse(policy(30)) });
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByTestId('retention-policy')).toHaveTextContent('Les messages sont supprimés 30 jours après leur envoi.');
  });
});
