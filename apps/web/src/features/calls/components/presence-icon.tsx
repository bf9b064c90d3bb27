import { Circle } from 'lucide-react';
import { classNames } from '../../../lib/class-names.ts';

/**
 * Green and filled when connected to calls, red and hollow when not: the shape differs too, so
 * the state never rests on colour alone. Screen readers hear "connected" or "not connected".
 */
export function PresenceIcon({ isConnected, className }: { isConnected: boolean; className?: string }) {
  const label = isConnected ? 'connected' : 'not connected';
  return (
    <span role="img" aria-label={label} title={label} className={classNames('inline-flex shrink-0', className)}>
      <Circle
        aria-hidden="true"
        strokeWidth={3}
        className={classNames('size-3', isConnected ? 'fill-emerald-500 text-emerald-600' : 'fill-white text-red-600')}
      />
    </span>
  );
}
