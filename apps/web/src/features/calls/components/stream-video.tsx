import { useEffect, useRef } from 'react';
import { classNames } from '../../../lib/class-names.ts';

interface StreamVideoProps {
  stream: MediaStream | null;
  /** Read by screen readers: whose picture this is. */
  label: string;
  /** The own picture plays silent, or the microphone would echo. */
  isMuted?: boolean;
  /** The own picture shows as in a mirror. */
  isMirrored?: boolean;
  className?: string;
}

/** A live camera picture: a video element playing a MediaStream. */
export function StreamVideo({ stream, label, isMuted = false, isMirrored = false, className }: StreamVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as an attribute only on first render; the property is what counts.
    video.muted = isMuted;
    video.srcObject = stream;
  }, [stream, isMuted]);

  return (
    <video
      ref={videoRef}
      autoPlay
      playsInline
      muted={isMuted}
      aria-label={label}
      className={classNames('bg-slate-900 object-cover', isMirrored && '-scale-x-100', className)}
    />
  );
}
