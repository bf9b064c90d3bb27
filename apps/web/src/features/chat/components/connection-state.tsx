import { LoaderCircle, WifiOff } from 'lucide-react';
import type { SocketStatus } from '../../../lib/reconnecting-socket.ts';
import { classNames } from '../../../lib/class-names.ts';

const LABELS: Record<SocketStatus, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Not connected',
};

/** A small badge saying whether messages come in live. */
export function ConnectionState({ status }: { status: SocketStatus }) {
  const isWaiting = status === 'connecting' || status === 'reconnecting';
  return (
    <span
      role="status"
      className={classNames(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1',
        status === 'open' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
        isWaiting && 'bg-amber-50 text-amber-900 ring-amber-200',
        status === 'closed' && 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      {status === 'open' && <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />}
      {isWaiting && <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />}
      {status === 'closed' && <WifiOff aria-hidden="true" className="size-3.5" />}
      {LABELS[status]}
    </span>
  );
}
