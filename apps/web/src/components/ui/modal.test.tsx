import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Modal } from './modal.tsx';

function Asking() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Ask
      </button>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title="Sure?">
        <p>Once more</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('adds no dialog to the page until it is first opened, and keeps it closed afterwards', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Asking />);
    expect(container.querySelector('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toHaveTextContent('Once more');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = container.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog?.open).toBe(false);
    expect(screen.queryByText('Once more')).toBeNull();
  });
});
