import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, useIsFirstScreenShown } from './first-screen.ts';

function Extras() {
  return <p>{useIsFirstScreenShown() ? 'extras shown' : 'extras waiting'}</p>;
}

// Its own file: the first screen is drawn once per visit, and a file is one visit.
describe('the first screen of a page that does not tell', () => {
  afterEach(() => vi.useRealTimers());

  it('lets what waits for it come after FIRST_SCREEN_WAIT_MS all the same', () => {
    vi.useFakeTimers();
    render(<Extras />);
    // Effects run after the paint (a frame), then the wait starts.
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('extras waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 100));
    expect(screen.getByText('extras shown')).toBeInTheDocument();
  });
});
