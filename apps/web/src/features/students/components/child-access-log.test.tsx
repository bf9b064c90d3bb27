import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ChildAccessLog } from './child-access-log.tsx';

describe('ChildAccessLog', () => {
  const fetchMock = stubFetch();

  it('says who else opened what, and when', async () => {
    routeFetch(fetchMock, {
      'GET /school/student-access-log/31/': jsonResponse([
        { id: 2, reader_name: 'Elena Ortiz', reader_role: 'school_leader', what: 'portfolio', accessed_at: '2026-03-03T10:12:00.000Z' },
      ]),
    });
    renderWithProviders(<ChildAccessLog studentId={31} name="Mia" />);
    const list = await screen.findByTestId('child-access-log');
    const entry = within(list).getByRole('listitem');
    expect(entry).toHaveTextContent(/^Elena Ortiz \(school leader\) opened the portfolio on /);
    expect(entry).toHaveTextContent(/March/);
  });

  it('says when nobody else looked', async () => {
    routeFetch(fetchMock, { 'GET /school/student-access-log/31/': jsonResponse([]) });
    renderWithProviders(<ChildAccessLog studentId={31} name="Mia" />);
    expect(await screen.findByText("Nobody else has opened Mia's record.")).toBeInTheDocument();
  });
});
