import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useIsFirstScreenShown } from '../../../lib/first-screen.ts';
import { buildParent, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { buildUserGroups } from '../chat.factories.ts';
import { ChatHubPage } from './chat-hub-page.tsx';

/** What the frame holds back until the page's first screen (the bell, the call dialog). */
function FrameExtras() {
  return <p>{useIsFirstScreenShown() ? 'extras shown' : 'extras waiting'}</p>;
}

// One test in this file: the first screen is drawn once per visit, and this file is one visit.
describe('the chat hub', () => {
  const fetchMock = stubFetch();

  it("tells the frame its first screen is drawn once the inbox is, not after the frame's longest wait", async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch(fetchMock, {
      'GET /school/parent-contacts-get/': jsonResponse({ school_classes: [] }),
    });
    const routed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/school/chat-group-user-get/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : (routed?.(input, init) as Promise<Response>),
    );
    useAuthStore.getState().setToken('tok3n');
    useAuthStore.getState().setAccount(buildParent());
    renderWithProviders(
      <>
        <ChatHubPage />
        <FrameExtras />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('extras waiting')).toBeInTheDocument();

    const answeredAt = Date.now();
    answer(jsonResponse(buildUserGroups([])));
    await waitFor(() => expect(screen.getByText('extras shown')).toBeInTheDocument());
    expect(Date.now() - answeredAt).toBeLessThan(1000);
  });
});
