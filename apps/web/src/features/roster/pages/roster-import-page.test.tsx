import { fillMessage } from '@homeroom/contract/validation';
import { ROSTER_MESSAGES, type RosterPreviewDto } from '@homeroom/contract/roster';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { RosterImportPage } from './roster-import-page.tsx';

const CLASSES = [
  { id: 12, name: 'Year 3 Robins', teacher: 'Olivia Bennett' },
  { id: 14, name: 'Year 4 Owls', teacher: 'Tom Teach' },
];
const CSV =
  'class,student,guardian_email_1,guardian_email_2,guardian_email_3,guardian_email_4\n,Ada,ada.mum@example.org\n,,x\n';

const cleanPreview: RosterPreviewDto = {
  rows: [
    {
      line: 2,
      class_name: 'Year 3 Robins',
      school_class: { id: 12, name: 'Year 3 Robins' },
      student: 'Ada',
      student_status: 'new',
      guardians: [{ email: 'ada.mum@example.org', status: 'invite' }],
      problems: [],
    },
    {
      line: 3,
      class_name: 'Year 3 Robins',
      school_class: { id: 12, name: 'Year 3 Robins' },
      student: 'Ben',
      student_status: 'existing',
      guardians: [{ email: 'ben.dad@example.org', status: 'already_guardian' }],
      problems: [],
    },
  ],
  summary: { rows: 2, rows_with_problems: 0, new_students: 1, existing_students: 1, invitations: 1 },
  can_import: true,
};

const previewWithProblems: RosterPreviewDto = {
  rows: [
    cleanPreview.rows[0]!,
    {
      ...cleanPreview.rows[1]!,
      student: '',
      student_status: null,
      guardians: [],
      problems: [ROSTER_MESSAGES.nameMissing, fillMessage(ROSTER_MESSAGES.badEmail, { email: 'x' })],
    },
  ],
  summary: { rows: 2, rows_with_problems: 1, new_students: 1, existing_students: 0, invitations: 1 },
  can_import: false,
};

function csvFile(text = CSV) {
  return new File([text], 'robins.csv', { type: 'text/csv' });
}

function fileInput(container: HTMLElement) {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('RosterImportPage', () => {
  const fetchMock = stubFetch();

  it('previews a file for the class it was opened from, then imports it after confirmation', async () => {
    routeFetch(fetchMock, {
      'GET /school/roster-classes/': jsonResponse(CLASSES),
      'POST /school/roster-preview/': jsonResponse(cleanPreview),
      'POST /school/roster-import/': jsonResponse({
        detail: ROSTER_MESSAGES.importDone,
        created_students: 1,
        existing_students: 1,
        invitations_sent: 1,
      }),
    });
    const { container } = renderWithProviders(<RosterImportPage />, { path: '/roster?class=12' });
    expect(await screen.findByRole('heading', { name: 'Import a roster' })).toBeInTheDocument();
    expect(screen.getByLabelText('Class for lines without one')).toHaveValue('12');
    expect(screen.getByRole('link', { name: 'Year 3 Robins' })).toHaveAttribute(
      'href',
      '/class/12?tab=classroom',
    );

    await userEvent.upload(fileInput(container), csvFile());
    const lines = await screen.findByRole('list', { name: 'Lines of the file' });
    expect(within(lines).getByText('New student')).toBeInTheDocument();
    expect(within(lines).getByText('Already in class')).toBeInTheDocument();
    expect(within(lines).getByText('· already a guardian')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/roster-preview/')).toEqual([{ csv: CSV, school_class: 12 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Import the roster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import the roster?' });
    expect(
      within(dialog).getByText('1 new student is added and 1 invitation is e-mailed to guardians.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(ROSTER_MESSAGES.importDone)).toBeInTheDocument();
    expect(screen.getByText('1 new student added')).toBeInTheDocument();
    expect(screen.getByText('1 invitation sent to guardians')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /school/roster-import/')).toEqual([{ csv: CSV, school_class: 12 }]);
  });

  it('highlights the lines with problems and does not offer to import', async () => {
    routeFetch(fetchMock, {
      'GET /school/roster-classes/': jsonResponse(CLASSES),
      'POST /school/roster-preview/': jsonResponse(previewWithProblems),
    });
    const { container } = renderWithProviders(<RosterImportPage />, { path: '/roster' });
    await screen.findByRole('heading', { name: 'Import a roster' });
    expect(screen.getByLabelText('Class for lines without one')).toHaveValue('');
    await userEvent.upload(fileInput(container), csvFile());

    expect(await screen.findByText(/1 line has problems/)).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Lines of the file' });
    // Only the lines with problems show at first; the switch shows them all.
    expect(
      within(lines)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === lines),
    ).toHaveLength(1);
    expect(within(lines).getByText(ROSTER_MESSAGES.nameMissing)).toBeInTheDocument();
    expect(within(lines).getByText(fillMessage(ROSTER_MESSAGES.badEmail, { email: 'x' }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show only the lines with problems' }));
    expect(
      within(lines)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === lines),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import the roster' })).toBeDisabled();
  });

  it("shows the file's refusal, and an empty state without classes", async () => {
    routeFetch(fetchMock, {
      'GET /school/roster-classes/': jsonResponse(CLASSES),
      'POST /school/roster-preview/': jsonResponse({ csv: [ROSTER_MESSAGES.badHeader] }, 400),
    });
    const { container, unmount } = renderWithProviders(<RosterImportPage />, { path: '/roster' });
    await screen.findByRole('heading', { name: 'Import a roster' });
    await userEvent.upload(fileInput(container), csvFile('name\nAda\n'));
    expect(await screen.findByText(ROSTER_MESSAGES.badHeader)).toBeInTheDocument();
    unmount();

    routeFetch(fetchMock, { 'GET /school/roster-classes/': jsonResponse([]) });
    renderWithProviders(<RosterImportPage />, { path: '/roster' });
    expect(
      await screen.findByRole('heading', { name: 'You have no class to import into' }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish: the heading, the steps and the preview', async () => {
    await applyLanguage('es');
    routeFetch(fetchMock, {
      'GET /school/roster-classes/': jsonResponse(CLASSES),
      'POST /school/roster-preview/': jsonResponse(previewWithProblems),
    });
    const { container } = renderWithProviders(<RosterImportPage />, { path: '/roster' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importar una lista de alumnos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Rellene la plantilla' })).toBeInTheDocument();
    expect(
      screen.getByText('class,student,guardian_email_1,guardian_email_2,guardian_email_3,guardian_email_4'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Clase para las líneas que no indican ninguna')).toHaveValue('');
    await userEvent.upload(fileInput(container), csvFile());
    expect(await screen.findByText(/1 línea tiene problemas/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Líneas del archivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar la lista' })).toBeDisabled();
  });
});
