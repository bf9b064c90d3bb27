import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssignmentWork } from './assignment-work.tsx';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const signedVideo = (expiresInMinutes: number, signature: string) =>
  `http://homeroom.test/media/responses/clip.mp4?expires=${NOW / 1000 + expiresInMinutes * 60}&signature=${signature.repeat(64)}`;
const response = (video: string) => ({ id: 1, text: null, image: null, video, assignee: 3 });

describe('AssignmentWork', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a video playing when a refetch brings a newer address of the same file', () => {
    const { rerender } = render(<AssignmentWork format="Video" response={response(signedVideo(240, 'a'))} studentName="Mia" />);
    const video = screen.getByLabelText('Video handed in by Mia');
    rerender(<AssignmentWork format="Video" response={response(signedVideo(300, 'b'))} studentName="Mia" />);
    expect(screen.getByLabelText('Video handed in by Mia')).toBe(video);
    expect(video.querySelector('source')?.getAttribute('src')).toBe(signedVideo(240, 'a'));
  });

  it('loads the renewed address once the one it holds is about to expire', () => {
    const { rerender } = render(<AssignmentWork format="Video" response={response(signedVideo(240, 'a'))} studentName="Mia" />);
    const video = screen.getByLabelText('Video handed in by Mia');
    vi.setSystemTime(NOW + 220 * 60_000);
    rerender(<AssignmentWork format="Video" response={response(signedVideo(460, 'b'))} studentName="Mia" />);
    const renewed = screen.getByLabelText('Video handed in by Mia');
    expect(renewed).not.toBe(video);
    expect(renewed.querySelector('source')?.getAttribute('src')).toBe(signedVideo(460, 'b'));
  });
});
