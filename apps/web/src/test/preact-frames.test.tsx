import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { runWaitingFrames, waitingFrameCount } from './preact-frames.ts';

/** Counts its effect's runs; its text changes when `later` resolves, outside any `act`. */
function Answer({ later, ran }: { later: Promise<void>; ran: string[] }) {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    void later.then(() => setAnswered(true));
  }, [later]);
  useEffect(() => {
    ran.push(answered ? 'answered' : 'asked');
  }, [answered, ran]);
  return <p>{answered ? 'Answered' : 'Asked'}</p>;
}

describe("Preact's frames in the tests", () => {
  it('runs an effect after its frame, as in a browser', async () => {
    const ran: string[] = [];
    render(<Answer later={Promise.resolve()} ran={ran} />);
    await screen.findByText('Answered');
    await waitFor(() => expect(ran).toEqual(['asked', 'answered']));
    expect(waitingFrameCount()).toBe(0);
  });

  it('runs at once, on asking, the effects of a render that came as the test ended', async () => {
    const ran: string[] = [];
    let answer = () => {};
    const later = new Promise<void>((resolve) => (answer = resolve));
    render(<Answer later={later} ran={ran} />);
    // The answer renders, and its effect waits for a frame: the moment a file's last test ended.
    // Only microtasks pass here (Preact renders on one), never a frame.
    answer();
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(waitingFrameCount()).toBe(1);
    expect(ran).toEqual(['asked']);

    runWaitingFrames();

    expect(ran).toEqual(['asked', 'answered']);
    expect(waitingFrameCount()).toBe(0);
  });
});
