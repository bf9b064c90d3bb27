import { CHAT_ATTACHMENT_MESSAGES } from '@homeroom/contract/chat-attachments';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubUpload } from '../../../test/stub-upload.ts';
import { MessageComposer } from './message-composer.tsx';

const attachment = (id: number, name: string) => ({
  id,
  kind: 'pdf' as const,
  name,
  size: 2048,
  url: `http://homeroom.test/media/chat/${id}.pdf?expires=1&signature=x`,
  preview_url: null,
  width: null,
  height: null,
});

function renderComposer() {
  const onSend = vi.fn<(text: string, ids: number[]) => boolean>(() => true);
  renderWithProviders(<MessageComposer onSend={onSend} groupId={7} />);
  return { onSend };
}

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('attaching files to a message', () => {
  const xhr = stubUpload();

  it('shows each upload’s progress, then sends the message with the uploaded file', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    expect(screen.getByRole('button', { name: 'Attach a picture or a PDF file' })).toBeEnabled();
    await user.upload(screen.getByTestId('chat-attachment-input'), pdf('letter.pdf'));

    expect(xhr.uploads).toHaveLength(1);
    expect(xhr.uploads[0]!.path).toBe('/school/chat-attachment-upload/7/');
    expect(xhr.uploads[0]!.body.get('file')).toBeInstanceOf(File);
    act(() => xhr.uploads[0]!.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading letter.pdf' })).toHaveAttribute('aria-valuenow', '50');

    // Sending waits for the file.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Wait until every file is uploaded');

    act(() => xhr.uploads[0]!.respond(201, attachment(41, 'letter.pdf')));
    expect(await screen.findByText('Ready to send')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', [41]);
    expect(screen.queryByRole('list', { name: 'Files for this message' })).not.toBeInTheDocument();
  });

  it('offers Retry after a dropped connection, and uploads the same file again', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    await user.upload(screen.getByTestId('chat-attachment-input'), pdf('form.pdf'));
    act(() => xhr.uploads[0]!.fail());
    const tray = screen.getByRole('list', { name: 'Files for this message' });
    expect(await within(tray).findByRole('alert')).toBeInTheDocument();

    await user.click(within(tray).getByRole('button', { name: 'Try uploading form.pdf again' }));
    expect(xhr.uploads).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Uploading form.pdf' })).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.uploads[1]!.respond(201, attachment(42, 'form.pdf')));
    await user.type(screen.getByRole('textbox'), 'Signed{Enter}');
    expect(onSend).toHaveBeenCalledWith('Signed', [42]);
  });

  it('refuses a file over 10 MB without sending it, and cancels an upload on Remove', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.upload(screen.getByTestId('chat-attachment-input'), pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(xhr.uploads).toHaveLength(0);
    expect(screen.getByText(CHAT_ATTACHMENT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try uploading/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove huge.pdf' }));

    await user.upload(screen.getByTestId('chat-attachment-input'), pdf('slow.pdf'));
    await user.click(screen.getByRole('button', { name: 'Cancel uploading slow.pdf' }));
    expect(screen.queryByText('slow.pdf')).not.toBeInTheDocument();
  });
});
