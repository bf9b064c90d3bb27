import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

function Page({ name }: { name: string }) {
  return (
    <main>
      <title>{`${name} · Homeroom`}</title>
      <h1>{name}</h1>
    </main>
  );
}

function EditableNote() {
  const [isEditing, setIsEditing] = useState(false);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  return isEditing ? (
    <textarea aria-label="Note" ref={ownRef} autoFocus onFocus={() => ownRef.current?.setAttribute('data-had-ref', 'yes')} />
  ) : (
    <button type="button" onClick={() => setIsEditing(true)}>
      Edit
    </button>
  );
}

describe('what React does that the app keeps on Preact', () => {
  it('names the document with a page’s <title>, not the page itself', () => {
    const { rerender } = render(<Page name="Messages" />);
    expect(document.title).toBe('Messages · Homeroom');
    expect(document.body.querySelector('title')).toBeNull();
    rerender(<Page name="Profile" />);
    expect(document.title).toBe('Profile · Homeroom');
  });

  it('focuses a field rendered later with autoFocus, and still fills its own ref', async () => {
    const user = userEvent.setup();
    render(<EditableNote />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('data-had-ref', 'yes');
  });
});
