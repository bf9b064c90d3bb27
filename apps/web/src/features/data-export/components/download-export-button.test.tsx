import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { StudentExportCard } from './student-export-card.tsx';

describe('StudentExportCard', () => {
  const fetchMock = stubFetch();
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    clicked.length = 0;
    vi.restoreAllMocks();
  });

  it('downloads the child’s zip under the name the server gives it', async () => {
    fetchMock.mockResolvedValue(
      new Response('PK', { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="homeroom-mia-2026-11-24.zip"' } }),
    );
    renderWithProviders(<StudentExportCard studentId={7} name="Mia" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download everything about Mia' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/school/student-export/7/');
    expect(clicked[0]!.download).toBe('homeroom-mia-2026-11-24.zip');
  });

  it('says why when the export is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not found.' }, 404));
    renderWithProviders(<StudentExportCard studentId={7} name="Mia" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download everything about Mia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(clicked).toHaveLength(0);
  });
});
