import type { HomeUnreadMessagesDto } from '@homeroom/contract/home';
import { HOME_MESSAGES } from '@homeroom/contract/home';
import { MessageCircle, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { HomeSection, QuietLine } from './home-section.tsx';

function chatNameOf(group: HomeUnreadMessagesDto['chats'][number]['group']): string {
  return group.direct_message && group.recipient ? fullNameOf(group.recipient) : group.name;
}

/** The chats with unread messages, each leading to the chat. */
export function UnreadMessages({ messages }: { messages: HomeUnreadMessagesDto }) {
  const { t } = useTranslation('home');
  const title =
    messages.count === 0 ? t('messages.title') : t('messages.unreadTitle', { count: messages.count });
  return (
    <HomeSection
      title={title}
      icon={<MessageCircle className="size-4" />}
      action={
        <TextLink to="/chatHub" className="inline-flex min-h-11 items-center text-sm">
          {t('messages.allChats')}
        </TextLink>
      }
    >
      {messages.chats.length === 0 ? (
        <QuietLine>{translateMessage(HOME_MESSAGES.noUnreadMessages)}</QuietLine>
      ) : (
        <ul className="flex flex-col gap-1">
          {messages.chats.map((chat) => (
            <li key={chat.group.id}>
              <Link
                to={`/chatGroup/${chat.group.id}`}
                className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50"
              >
                {chat.group.direct_message && chat.group.recipient ? (
                  <span aria-hidden="true">
                    <PersonAvatar person={chat.group.recipient} size="md" />
                  </span>
                ) : (
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Users aria-hidden="true" className="size-5" />
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold text-slate-900">{chatNameOf(chat.group)}</span>
                  <span className="text-xs text-slate-600">{formatDateTime(chat.updated_at)}</span>
                </span>
                <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                  {formatNumber(chat.count)}
                  <span className="sr-only">{` ${t('messages.unread')}`}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
