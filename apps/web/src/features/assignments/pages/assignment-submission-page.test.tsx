import {
  ASSIGNMENT_MESSAGES,
  VIDEO_UPLOAD_MAX_BYTES,
  type AssignmentByCodeDto,
  type ResponseFormat,
} from '@homeroom/contract/assignments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { applyLanguage, translateMessage } from '../../../lib/i18n/i18n.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { stubUpload, type FakeUpload } from '../../../test/stub-upload.ts';
import { AssignmentSubmissionPage } from './assignment-submission-page.tsx';

const CODE = 'K7PX2MQRABCD';

function buildAssignment(format: ResponseFormat, submittedIds: number[] = []): AssignmentByCodeDto {
  return {
    title: 'My weekend',
    description: 'Tell us about it.',
    maximum_score: 10,
    response_format: format,
    assigned_students: [
      { id: 70, student: { id: 31, name: 'Mia Okafor' }, submitted: submittedIds.includes(70) },
      { id: 71, student: { id: 32, name: 'Leo Park' }, submitted: submittedIds.includes(71) },
    ],
  };
}

function renderPage(path = `/assignment/${CODE}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/assignment/:code" element={<AssignmentSubmissionPage />} />
    </Routes>,
    { path },
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A file of `size` bytes without holding them: only the reported size matters to the checks. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function sentFields(upload: FakeUpload): Record<string, string> {
  return Object.fromEntries(
    [...upload.body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  );
}

describe('AssignmentSubmissionPage', () => {
  const fetchMock = stubFetch();
  const uploads = stubUpload();
  let assignment: AssignmentByCodeDto;

  beforeEach(() => {
    useAuthStore.getState().logout();
    assignment = buildAssignment('Text');
    routeFetch(fetchMock, {
      [`GET /school/assignment-detail/${CODE}/`]: () => jsonResponse(assignment),
    });
  });

  it('shows the assignment and who has handed in, without a login', async () => {
    assignment = buildAssignment('Text', [71]);
    renderPage(`/assignment/${CODE}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My weekend' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about it.')).toBeInTheDocument();
    expect(screen.getByText('Response format').nextSibling).toHaveTextContent('Text');
    expect(screen.getByRole('heading', { name: 'Students' })).toBeInTheDocument();
    expect(screen.getByText(ASSIGNMENT_MESSAGES.selectYourName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mia Okafor, Not submitted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leo Park, Submitted' })).toBeInTheDocument();
    expect(screen.getByText(ASSIGNMENT_MESSAGES.selectStudentToStart)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the token of a signed-in parent along', async () => {
    useAuthStore.getState().setToken('parenttoken');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My weekend' })).toBeInTheDocument();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token parenttoken');
  });

  it('takes a text of 12 rows once, then says it has been submitted', async () => {
    uploads.onSend = (upload) => {
      assignment = buildAssignment('Text', [70]);
      upload.respond(201, { id: 1, text: 'We went to the sea.', image: null, video: null, assignee: 70 });
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Mia Okafor/ }));
    const answer = screen.getByLabelText('Your answer');
    expect(answer).toHaveAttribute('rows', '12');
    expect(answer).toHaveAttribute('maxLength', '20000');
    expect(screen.getByText('0 / 20,000 characters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.textRequired)).toBeInTheDocument();
    expect(uploads.uploads).toHaveLength(0);

    await userEvent.type(answer, '  We went to the sea. ');
    expect(screen.getByText('22 / 20,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.uploadSucceeded)).toBeInTheDocument();
    expect(screen.getByText(ASSIGNMENT_MESSAGES.alreadySubmitted)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mia Okafor, Submitted' })).toBeInTheDocument();
    expect(uploads.uploads).toHaveLength(1);
    expect(uploads.uploads[0]?.method).toBe('POST');
    expect(uploads.uploads[0]?.path).toBe('/school/assignment-response-create/');
    expect(sentFields(uploads.uploads[0]!)).toEqual({
      assignee: '70',
      code: CODE,
      text: 'We went to the sea.',
    });
  });

  it('offers no input to a student who has handed in already', async () => {
    assignment = buildAssignment('Video', [70]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Mia Okafor/ }));
    expect(screen.getByText(ASSIGNMENT_MESSAGES.alreadySubmitted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('checks a video before sending it, shows its progress, and retries a failed upload', async () => {
    assignment = buildAssignment('Video');
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Leo Park/ }));
    expect(fileInput()).toHaveAttribute('accept', 'video/mp4');
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.videoRequired)).toBeInTheDocument();
    await user.upload(fileInput(), new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.getByText(ASSIGNMENT_MESSAGES.videoWrongType)).toBeInTheDocument();
    await user.upload(fileInput(), fileOfSize('big.mp4', 'video/mp4', VIDEO_UPLOAD_MAX_BYTES + 1));
    expect(screen.getByText(ASSIGNMENT_MESSAGES.videoTooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(uploads.uploads).toHaveLength(0);

    await user.upload(fileInput(), new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByText('clip.mp4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = uploads.uploads[0]!;
    expect(sentFields(first)).toEqual({ assignee: '71', code: CODE, video: 'clip.mp4' });
    first.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading your video' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    first.fail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ASSIGNMENT_MESSAGES.uploadFailed);
    expect(alert).toHaveTextContent('Could not reach the server.');

    uploads.onSend = (upload) => {
      assignment = buildAssignment('Video', [71]);
      upload.respond(201, { id: 2, text: null, image: null, video: 'http://x/clip.mp4', assignee: 71 });
    };
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.uploadSucceeded)).toBeInTheDocument();
    expect(uploads.uploads).toHaveLength(2);
    expect(sentFields(uploads.uploads[1]!)).toEqual({ assignee: '71', code: CODE, video: 'clip.mp4' });
  });

  it("shows the server's reason for refusing a picture, without a pointless retry", async () => {
    assignment = buildAssignment('Image');
    uploads.onSend = (upload) =>
      upload.respond(400, { image: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Mia Okafor/ }));
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(fileInput(), new File(['gif'], 'drawing.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ASSIGNMENT_MESSAGES.uploadFailed);
    expect(alert).toHaveTextContent('Upload a valid image: JPEG, PNG, WebP or GIF.');
    expect(
      within(alert.parentElement!).queryByRole('button', { name: 'Retry upload' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
  });

  it('says when the link leads nowhere', async () => {
    routeFetch(fetchMock, {
      [`GET /school/assignment-detail/${CODE}/`]: jsonResponse({ detail: 'Not found.' }, 404),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Assignment not found' })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left', async () => {
    assignment = buildAssignment('Image', [71]);
    await applyLanguage('ar');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My weekend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الطلاب' })).toBeInTheDocument();
    expect(screen.getByText('صيغة الإجابة').nextSibling).toHaveTextContent('صورة');
    expect(screen.getByRole('button', { name: 'Leo Park، تم التسليم' })).toBeInTheDocument();
    expect(screen.getByText(translateMessage(ASSIGNMENT_MESSAGES.selectYourName))).toBeInTheDocument();
    expect(translateMessage(ASSIGNMENT_MESSAGES.selectYourName)).not.toBe(ASSIGNMENT_MESSAGES.selectYourName);

    await userEvent.click(screen.getByRole('button', { name: 'Mia Okafor، لم يُسلَّم' }));
    expect(screen.getByRole('heading', { name: 'عمل Mia Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختر صورة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
