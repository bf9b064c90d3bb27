import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_MEDIA, type CallMedia } from '../video-call.ts';
import { CallControls, CallDuration, formatCallDuration } from './call-controls.tsx';

function renderControls(media: Partial<CallMedia> = {}) {
  const handlers = { onMicrophone: vi.fn(), onCamera: vi.fn(), onSwitchCamera: vi.fn(), onHangUp: vi.fn() };
  const view = render(<CallControls media={{ ...INITIAL_MEDIA, ...media }} {...handlers} />);
  return { ...handlers, ...view };
}

describe('the controls of a call', () => {
  it('are named for screen readers, and mute and camera say whether they are pressed', async () => {
    const { onMicrophone, onCamera, onHangUp } = renderControls();
    expect(screen.getByRole('group', { name: 'Call controls' })).toBeInTheDocument();
    const mute = screen.getByRole('button', { name: 'Mute' });
    const camera = screen.getByRole('button', { name: 'Camera off' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(onMicrophone).toHaveBeenCalledWith(false);
    await userEvent.click(camera);
    expect(onCamera).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'End call' }));
    expect(onHangUp).toHaveBeenCalledOnce();
  });

  it('turn the microphone and the camera back on', async () => {
    const { onMicrophone, onCamera } = renderControls({ isMicrophoneOn: false, isCameraOn: false });
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(onMicrophone).toHaveBeenCalledWith(true);
    expect(onCamera).toHaveBeenCalledWith(true);
  });

  it('offer Switch camera only where there is more than one camera', async () => {
    const { rerender, onSwitchCamera, ...handlers } = renderControls();
    expect(screen.queryByRole('button', { name: 'Switch camera' })).not.toBeInTheDocument();
    rerender(
      <CallControls
        media={{ ...INITIAL_MEDIA, canSwitchCamera: true }}
        onSwitchCamera={onSwitchCamera}
        {...handlers}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
    expect(onSwitchCamera).toHaveBeenCalledOnce();
  });
});

describe('the duration of a call', () => {
  afterEach(() => vi.useRealTimers());

  it('reads as mm:ss, and h:mm:ss past an hour', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65_400)).toBe('01:05');
    expect(formatCallDuration(3_725_000)).toBe('1:02:05');
  });

  it('counts from the answer, every second', () => {
    vi.useFakeTimers({ now: 100_000 });
    const { rerender } = render(<CallDuration since={null} />);
    expect(screen.queryByText('00:00')).not.toBeInTheDocument();
    rerender(<CallDuration since={100_000} />);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('01:01')).toBeInTheDocument();
  });
});
