import type { ContentReportDto, ContentReportListDto } from '@homeroom/contract/moderation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SchoolReportsPage } from './school-reports-page.tsx';

const REPORT: ContentReportDto = {
  id: 4,
  kind: 'comment',
  item: 31,
  text: 'Frogs are gross, silly class',
  reason: 'Unkind',
  status: 'open',
  school_class: { id: 12, name: 'Class 2A' },
  author: { id: 7, first_name: 'Ada', last_name: 'Rude', profile_picture: null },
  reporter: { id: 8, first_name: 'Sam', last_name: 'Carter', profile_picture: null },
  created_at: '2031-05-03T15:00:00.000Z',
};

describe('SchoolReportsPage', () => {
  const fetchMock = stubFetch();

  it('lists the open reports with their text, and hides one after the confirmation', async () => {
    let list: ContentReportListDto = { reports: [REPORT], hidden: [] };
    routeFetch(fetchMock, {
      'GET /school/content-report-list/': () => jsonResponse(list),
      'POST /school/content-hide/': () => {
        list = {
          reports: [],
          hidden: [
            {
              kind: 'comment',
              item: 31,
              text: REPORT.text,
              school_class: REPORT.school_class,
              author: REPORT.author,
              hidden_by: { id: 1, first_name: 'Lena', last_name: 'Lead', profile_picture: null },
              hidden_at: '2031-05-04T09:00:00.000Z',
            },
          ],
        };
        return jsonResponse({ kind: 'comment', item: 31, hidden: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SchoolReportsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const open = screen.getByRole('region', { name: /Open reports/ });
    expect(within(open).getByText('Frogs are gross, silly class')).toBeInTheDocument();
    expect(within(open).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(open).getByText('Unkind')).toBeInTheDocument();
    expect(screen.getByText('Nothing is hidden.')).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Hide the reported comment by Ada Rude' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden. Its author and the class teacher are told.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/content-hide/')).toEqual([{ kind: 'comment', id: 31 }]);
    expect(await screen.findByText('No open reports. Well done, everyone.')).toBeInTheDocument();
    const hidden = screen.getByRole('region', { name: /Hidden by the school/ });
    expect(within(hidden).getByText(/Hidden by Lena Lead/)).toBeInTheDocument();
    expect(
      within(hidden).getByRole('button', { name: 'Unhide the comment by Ada Rude' }),
    ).toBeInTheDocument();
  });

  it('dismisses a report only once confirmed', async () => {
    routeFetch(fetchMock, {
      'GET /school/content-report-list/': jsonResponse({ reports: [REPORT], hidden: [] }),
      'POST /school/content-report-dismiss/4/': jsonResponse({ kind: 'comment', item: 31, hidden: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SchoolReportsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the report of the comment by Ada Rude' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'POST /school/content-report-dismiss/4/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss the report of the comment by Ada Rude' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/content-report-dismiss/4/')).toHaveLength(1);
  });

  it('tells anyone but a leader that the reports are the leaders’', async () => {
    routeFetch(fetchMock, {
      'GET /school/content-report-list/': jsonResponse(
        { detail: 'Only a leader of this school can do this.' },
        403,
      ),
    });
    renderWithProviders(<SchoolReportsPage />);
    expect(await screen.findByText('Only a leader of the school can see its reports.')).toBeInTheDocument();
  });

  it('speaks Arabic: the open reports, what each is and what a leader may do', async () => {
    routeFetch(fetchMock, {
      'GET /school/content-report-list/': () => jsonResponse({ reports: [REPORT], hidden: [] }),
    });
    await applyLanguage('ar');
    renderWithProviders(<SchoolReportsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: /البلاغات المفتوحة/ })).toBeInTheDocument();
    const open = screen.getByRole('region', { name: /البلاغات المفتوحة/ });
    expect(within(open).getByText('تعليق')).toBeInTheDocument();
    expect(within(open).getByText('المُبلِّغ')).toBeInTheDocument();
    expect(
      within(open).getByRole('button', { name: 'إخفاء التعليق المُبلَّغ عنه الذي كتبه Ada Rude' }),
    ).toBeInTheDocument();
  });
});
