import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildStory, buildStoryComment, jsonResponse } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch, sentBodies } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { StoriesPanel } from '../features/stories/components/stories-panel.tsx';
import { ReportToSchool } from './report-to-school.tsx';

describe('ReportToSchool', () => {
  const fetchMock = stubFetch();

  it('reports with a reason after the confirmation, and says it is sent', async () => {
    routeFetch(fetchMock, {
      'POST /school/content-report-create/': jsonResponse(
        { id: 1, kind: 'comment', item: 5, reason: 'Rude', created_at: '2031-05-03T15:00:00Z', sent_to: 'school' },
        201,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportToSchool kind="comment" id={5} itemName="the comment by Ada Rude" />);
    await user.click(screen.getByRole('button', { name: 'More actions for the comment by Ada Rude' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report to the school' }));
    const dialog = screen.getByRole('dialog', { name: 'Report to the school?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Reported. The school's leaders will look at it.",
    );
    expect(sentBodies(fetchMock, 'POST /school/content-report-create/')).toEqual([
      { kind: 'comment', id: 5, reason: 'Rude' },
    ]);
  });

  it("says the class's teachers will look at a report where the class has no school", async () => {
    routeFetch(fetchMock, {
      'POST /school/content-report-create/': jsonResponse(
        { id: 2, kind: 'story', item: 7, reason: '', created_at: '2031-05-03T15:00:00Z', sent_to: 'teachers' },
        201,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportToSchool kind="story" id={7} itemName="the story" />);
    await user.click(screen.getByRole('button', { name: 'More actions for the story' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report to the school' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Reported. The class's teachers will look at it.");
  });

  it('keeps the dialog open with the reason when the report is refused, and sends nothing on Cancel', async () => {
    routeFetch(fetchMock, {
      'POST /school/content-report-create/': jsonResponse(
        { non_field_errors: ['This class has no school to report to yet.'] },
        400,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportToSchool kind="story" id={9} itemName="the story Pond" />);
    await user.click(screen.getByRole('button', { name: 'More actions for the story Pond' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report to the school' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('This class has no school to report to yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/content-report-create/')).toHaveLength(1);
  });

  it('shows "Hidden by the school" in place of a hidden comment, which cannot be reported, and a menu on the others', async () => {
    routeFetch(fetchMock, {
      'GET /school/class-story-comments/12/?stories=71': jsonResponse([
        buildStoryComment({ id: 1, content: 'Mean words', hidden_by_school: true }),
        buildStoryComment({ id: 2, content: 'Lovely day' }),
      ]),
    });
    renderWithProviders(<StoriesPanel classId={12} stories={[buildStory({ id: 71 })]} canManage={false} />);
    const list = await screen.findByRole('region', { name: /Comments on/ });
    const [hidden, shown] = within(list).getAllByRole('listitem');
    expect(hidden).toHaveTextContent('Hidden by the school');
    expect(hidden).not.toHaveTextContent('Mean words');
    expect(within(hidden!).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(
      within(shown!).getByRole('button', { name: /More actions for the comment by/ }),
    ).toBeInTheDocument();
    // The story itself can be reported by a parent too.
    expect(screen.getByRole('button', { name: /More actions for the story/ })).toBeInTheDocument();
  });
});
