import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-content-messages';
import { StoryCommentCreateBodySchema } from '@homeroom/contract/stories';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { useApiForm, type SchemaSource } from './use-api-form.ts';

const CommentSchema = StoryCommentCreateBodySchema.pick({ content: true });

function CommentForm({
  schema,
  onSubmit,
}: {
  schema: SchemaSource<typeof CommentSchema>;
  onSubmit: (values: { content: string }) => Promise<void>;
}) {
  const { register, errors, formErrors, isSubmitting, submit } = useApiForm({
    schema,
    defaultValues: { content: '' },
    fields: ['content'],
    onSubmit,
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Comment">
      {formErrors.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <textarea aria-label="Add a comment" {...register('content')} />
      {errors.content?.message && <p>{errors.content.message}</p>}
      <button type="submit" disabled={isSubmitting}>
        Post
      </button>
    </form>
  );
}

describe('useApiForm', () => {
  it("loads a schema given as a loader with the form's first check, and checks with the contract's messages", async () => {
    const user = userEvent.setup();
    const loadSchema = vi.fn(() => Promise.resolve(CommentSchema));
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<CommentForm schema={loadSchema} onSubmit={onSubmit} />);
    expect(loadSchema).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(CLASS_CONTENT_MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '  Lovely work  ');
    // Checked again as it changes after a first try, as before: the message goes.
    await vi.waitFor(() =>
      expect(screen.queryByText(CLASS_CONTENT_MESSAGES.commentEmpty)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    // The schema's output, trimmed.
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: 'Lovely work' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('holds the form back with the offline message when the schema cannot load, and loads it at the next try', async () => {
    const user = userEvent.setup();
    const loadSchema = vi
      .fn<() => Promise<typeof CommentSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(CommentSchema);
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<CommentForm schema={loadSchema} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Lovely work');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: 'Lovely work' }));
    expect(
      screen.queryByText('Could not reach the server. Check your connection and try again.'),
    ).not.toBeInTheDocument();
  });
});
