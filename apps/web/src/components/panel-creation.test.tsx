import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CreatablePanelHeader, usePanelCreation } from './panel-creation.tsx';

/** A tab as the class page's panels use the pair: a form that says it saved. */
function NotesTab({ canCreate, onOpen }: { canCreate: boolean; onOpen?: () => void }) {
  const creation = usePanelCreation(onOpen);
  return (
    <div>
      <CreatablePanelHeader
        title="Notes"
        count={2}
        createLabel="New note"
        canCreate={canCreate}
        creation={creation}
      />
      {creation.isCreating && (
        <form aria-label="New note">
          <button
            type="button"
            onClick={() => {
              creation.close();
              creation.status.show({ tone: 'success', text: 'Note saved.' });
            }}
          >
            Save
          </button>
          <button type="button" onClick={creation.close}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}

describe('CreatablePanelHeader with usePanelCreation', () => {
  it('opens the form from its button, hides the button while the form is open, and shows what the form reports', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotesTab canCreate />);
    expect(screen.getByRole('heading', { name: /^Notes\s*\(2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New note' }));
    expect(screen.getByRole('form', { name: 'New note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('form', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Note saved.');
  });

  it('clears the status line, and whatever else the tab clears, when the form opens again', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NotesTab canCreate onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'New note' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Note saved.');

    await user.click(screen.getByRole('button', { name: 'New note' }));
    expect(screen.queryByText('Note saved.')).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('offers no create button to a viewer who may not create', () => {
    renderWithProviders(<NotesTab canCreate={false} />);
    expect(screen.getByRole('heading', { name: /^Notes\s*\(2\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New note' })).not.toBeInTheDocument();
  });
});
