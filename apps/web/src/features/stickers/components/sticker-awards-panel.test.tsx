import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { buildClassPage, buildClassStudent, jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { StickerAwardsPanel } from './sticker-awards-panel.tsx';

const MIA = buildClassStudent({
  stickers: [
    { id: 1, type: 1 },
    { id: 2, type: 1 },
    { id: 3, type: 3 },
  ],
});

describe('StickerAwardsPanel', () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.useRealTimers());

  it('awards a sticker and says so for 3 seconds', async () => {
    routeFetch(fetchMock, {
      'GET /school/class/12/': () => jsonResponse(buildClassPage({ students: [MIA] })),
      'POST /school/sticker-create/': jsonResponse({ id: 9, student: 31, type: 2 }, 201),
    });
    const view = renderWithProviders(<StickerAwardsPanel classId={12} student={MIA} />);
    view.queryClient.setQueryData(classPageQueryKey(12), buildClassPage({ students: [MIA] }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Dinosaur' }));

    expect(await screen.findByText('Sticker awarded to Mia Okafor')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/sticker-create/')).toEqual([{ student: 31, type: 2 }]);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Sticker awarded to Mia Okafor')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    routeFetch(fetchMock, {
      'GET /school/class/12/': () => jsonResponse(buildClassPage({ students: [MIA] })),
      'POST /school/sticker-create/': jsonResponse({ id: 9, student: 31, type: 3 }, 201),
    });
    await applyLanguage('ar');
    renderWithProviders(<StickerAwardsPanel classId={12} student={MIA} />);

    const group = screen.getByRole('group', { name: 'منح ملصق' });
    await userEvent.click(within(group).getByRole('button', { name: 'قطة' }));
    expect(await screen.findByText('تم منح ملصق إلى Mia Okafor')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
