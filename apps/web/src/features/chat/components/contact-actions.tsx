import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { LoaderCircle, MessageSquare, Video } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import type { DirectChatDestination } from '../hooks/use-open-direct-chat.ts';

interface ContactActionsProps {
  user: UserSummaryDto;
  onOpen: (userId: number, destination: DirectChatDestination) => void;
  /** The chat being opened, if any: its button spins and every button waits. */
  pending: { userId: number; destination: DirectChatDestination } | null;
}

/** The video-call and message icons beside a contact. */
export function ContactActions({ user, onOpen, pending }: ContactActionsProps) {
  const { t } = useTranslation('chat');
  const name = fullNameOf(user);
  const spinner = <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />;
  const isPending = (destination: DirectChatDestination) =>
    pending?.userId === user.id && pending.destination === destination;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <IconButton
        label={t('contacts.videoCall', { name })}
        disabled={pending !== null}
        onClick={() => onOpen(user.id, 'video')}
        className="text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        icon={isPending('video') ? spinner : <Video aria-hidden="true" className="size-5" />}
      />
      <IconButton
        label={t('contacts.message', { name })}
        disabled={pending !== null}
        onClick={() => onOpen(user.id, 'message')}
        className="text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        icon={isPending('message') ? spinner : <MessageSquare aria-hidden="true" className="size-5" />}
      />
    </div>
  );
}
