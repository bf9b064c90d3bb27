import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar.tsx';

describe('PersonAvatar', () => {
  it("shows the person's picture when the answer carries one", () => {
    render(<PersonAvatar person={{ first_name: 'Ada', last_name: 'Lovelace', profile_picture: 'http://localhost/media/ada.png' }} />);
    expect(screen.getByRole('img', { name: 'Picture of Ada Lovelace' })).toHaveAttribute('src', 'http://localhost/media/ada.png');
  });

  it('shows the initials without a picture', () => {
    render(<PersonAvatar person={{ first_name: 'Ada', last_name: 'Lovelace', profile_picture: null }} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});
