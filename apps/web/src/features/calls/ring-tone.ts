import { useEffect } from 'react';
import { create } from 'zustand';

const MUTED_KEY = 'homeroom.ringMuted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether incoming calls ring aloud on this device; the choice stays on the device. */
export const useRingMuteStore = create<{ isMuted: boolean }>(() => ({ isMuted: readMuted() }));

export function setRingMuted(isMuted: boolean): void {
  try {
    window.localStorage.setItem(MUTED_KEY, String(isMuted));
  } catch {
    // Private browsing without storage: the choice holds for this page only.
  }
  useRingMuteStore.setState({ isMuted });
}

/** One ring: two short bursts of a two-tone chord, then a pause; repeated every RING_PERIOD_S. */
const RING_PERIOD_S = 3;
const BURSTS: [start: number, length: number][] = [
  [0, 0.4],
  [0.6, 0.4],
];

/**
 * A phone's ring made with Web Audio (440 Hz and 480 Hz together, as a telephone line rings):
 * no sound file to ship. Answers the function that stops it. Without Web Audio, or while the
 * browser keeps sound blocked until the user touches the page, it stays silent.
 */
export function startRingTone(createContext: () => AudioContext = () => new AudioContext()): () => void {
  if (typeof AudioContext === 'undefined') return () => {};
  let context: AudioContext;
  try {
    context = createContext();
  } catch {
    return () => {};
  }
  const volume = context.createGain();
  volume.gain.value = 0;
  volume.connect(context.destination);
  const oscillators = [440, 480].map((frequency) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(volume);
    oscillator.start();
    return oscillator;
  });
  const ring = () => {
    const now = context.currentTime;
    for (const [start, length] of BURSTS) {
      volume.gain.setValueAtTime(0.12, now + start);
      volume.gain.setValueAtTime(0, now + start + length);
    }
  };
  void context.resume().catch(() => {});
  ring();
  const timer = window.setInterval(ring, RING_PERIOD_S * 1000);
  return () => {
    window.clearInterval(timer);
    for (const oscillator of oscillators) oscillator.stop();
    void context.close().catch(() => {});
  };
}

/** Rings while `isRinging` and the user has not muted ringing on this device. */
export function useRingTone(isRinging: boolean): void {
  const isMuted = useRingMuteStore((state) => state.isMuted);
  useEffect(() => {
    if (!isRinging || isMuted) return;
    return startRingTone();
  }, [isRinging, isMuted]);
}
