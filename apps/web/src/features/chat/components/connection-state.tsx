import { LoaderCircle, WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { SocketStatus } from '../../../lib/reconnecting-socket.ts';
import { classNames } from '../../../lib/class-names.ts';

const LABELS = {
  connecting: 'connection.connecting',
  open: 'connection.open',
  reconnecting: 'connection.reconnecting',
  closed: 'connection.closed',
} as const satisfies Record<SocketStatus, string>;

/** A small badge saying whether messages come in live. */
export function ConnectionState({ status }: { status: SocketStatus }) {
  const { t } = useTranslation('chat');
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
      {t(LABELS[status])}
    </span>
  );
}
