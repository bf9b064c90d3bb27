import { CHAT_MESSAGES, type ChatGroupDto } from '@homeroom/contract/chat';
import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { chatGroupQueryKey, useChatGroup } from '../api/get-chat-group.ts';
import { userGroupsQueryKey } from '../api/get-user-groups.ts';
import { useLoadOlderMessages } from '../api/get-older-messages.ts';
import { CHAT_SOCKET_REFUSED } from '../chat.realtime.ts';
import { otherPersonOf } from '../chat-groups.ts';
import { ConnectionState } from '../components/connection-state.tsx';
import { DirectChatSafety } from '../components/direct-chat-safety.tsx';
import { ExportConversation } from '../components/export-conversation.tsx';
import { GroupMembers } from '../components/group-members.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { SeenReceipt } from '../components/seen-receipt.tsx';
import { readersByMessage } from '../chat-receipts.ts';
import { TypingLine } from '../components/typing-line.tsx';
import { useChatSocket } from '../hooks/use-chat-socket.ts';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open.ts';
import { useMessageInContext } from '../hooks/use-message-in-context.ts';

/** Why the chat's socket was refused, in the app's language; a code it does not know gets the general text. */
function useRefusedMessage(code: number | null): string | null {
  const { t } = useTranslation('chat');
  if (code === null) return null;
  if (code === CHAT_SOCKET_REFUSED.invalidToken) return t('page.refusedSession');
  if (code === CHAT_SOCKET_REFUSED.notAMember) return translateMessage(CHAT_MESSAGES.notAMember);
  if (code === CHAT_SOCKET_REFUSED.notFound) return t('page.refusedNotFound');
  return t('page.refused');
}

/** What another feature shows over the composer (the office hours banner), handed in by the app (app/chat-group-route.tsx). */
type ComposerNotice = (group: ChatGroupDto) => ReactNode;

export function ChatGroupPage({ composerNotice }: { composerNotice?: ComposerNotice } = {}) {
  const groupId = idFromParam(useParams().id);
  if (groupId === null) return <ChatNotFound />;
  // Keyed, so that going from one chat to another starts afresh.
  return <ChatGroupContent key={groupId} groupId={groupId} composerNotice={composerNotice} />;
}

function ChatGroupContent({ groupId, composerNotice }: { groupId: number; composerNotice?: ComposerNotice }) {
  const { t } = useTranslation('chat');
  const groupQuery = useChatGroup(groupId);

  return (
    <PageGate
      query={groupQuery}
      loadingLabel={t('page.loading')}
      forbidden={
        <PageMessage
          icon={<Lock className="size-7" />}
          title={t('page.notMemberTitle')}
          action={<ButtonLink to="/chatHub">{t('page.backToChats')}</ButtonLink>}
        >
          {t('page.notMemberText', { notAMember: translateMessage(CHAT_MESSAGES.notAMember) })}
        </PageMessage>
      }
      notFound={<ChatNotFound />}
      loadError={{ title: t('page.loadErrorTitle'), heading: t('page.loadErrorHeading') }}
    >
      {(group) => <ChatGroupView group={group} composerNotice={composerNotice} />}
    </PageGate>
  );
}

function ChatNotFound() {
  const { t } = useTranslation('chat');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('page.notFoundTitle')}
      action={<ButtonLink to="/chatHub">{t('page.backToChats')}</ButtonLink>}
    >
      {t('page.notFoundText')}
    </PageMessage>
  );
}

function ChatGroupView({ group, composerNotice }: { group: ChatGroupDto; composerNotice?: ComposerNotice }) {
  const { t } = useTranslation('chat');
  const { t: tSearch } = useTranslation('chatSearch');
  const currentUserId = useAuthStore((state) => state.account?.id);
  const accountType = useAuthStore((state) => state.accountType);
  const chat = useChatSocket(group.id);
  const queryClient = useQueryClient();
  // Refused while open: the user was removed from the group (or left it in another tab).
  useEffect(() => {
    if (chat.refusedCode !== CHAT_SOCKET_REFUSED.notAMember) return;
    void queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(group.id) });
    void queryClient.invalidateQueries({ queryKey: userGroupsQueryKey });
  }, [chat.refusedCode, group.id, queryClient]);
  useMarkReadWhileOpen(group.id, group.chat_messages, currentUserId);
  const loadOlder = useLoadOlderMessages(group.id);
  const inContext = useMessageInContext(group, loadOlder);
  const title = group.direct_message ? translateMessage(CHAT_MESSAGES.directMessageTitle) : group.name;
  const refusedMessage = useRefusedMessage(chat.refusedCode);
  const otherPerson = group.direct_message ? otherPersonOf(group, currentUserId) : null;
  const readersOfMessages = readersByMessage(group.chat_messages, group.read_marks ?? [], group.chat_members, currentUserId);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('page.pageTitle', { title: otherPerson ? fullNameOf(otherPerson) : title })}</title>
      <TextLink to="/chatHub" className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('page.allChats')}
      </TextLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {otherPerson && <p className="text-slate-600">{t('page.withName', { name: fullNameOf(otherPerson) })}</p>}
        {otherPerson && accountType === 'parent' && <DirectChatSafety person={otherPerson} />}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6">
          <GroupMembers group={group} accountType={accountType} currentUserId={currentUserId} />
          <ExportConversation groupId={group.id} />
        </div>
        <Card className="flex flex-col gap-3 p-3 sm:p-5 lg:col-span-2">
          <div className="flex items-center justify-between gap-3 px-1">
            <h2 className="text-base font-semibold text-slate-900">{t('page.messagesHeading')}</h2>
            <ConnectionState status={chat.status} />
          </div>
          {refusedMessage !== null && <StatusMessage tone="error">{refusedMessage}</StatusMessage>}
          {chat.serverError && <StatusMessage tone="error">{chat.serverError}</StatusMessage>}
          {loadOlder.isError && (
            <StatusMessage tone="error">
              {t('page.olderFailed')}
            </StatusMessage>
          )}
          {inContext.isMissing && <StatusMessage tone="info">{tSearch('messageNotFound')}</StatusMessage>}
          <MessageList
            messages={group.chat_messages}
            highlightedMessageId={inContext.highlightedId}
            currentUserId={currentUserId}
            hasOlderMessages={group.has_older_messages}
            isLoadingOlder={loadOlder.isPending}
            onLoadOlder={() => {
              const oldest = group.chat_messages[0];
              if (oldest) loadOlder.mutate(oldest.id);
            }}
            renderReceipt={(message) => {
              const readers = readersOfMessages.get(message.id);
              return readers ? <SeenReceipt readers={readers} isDirect={group.direct_message} /> : null;
            }}
          />
          <TypingLine groupId={group.id} currentUserId={currentUserId} />
          {composerNotice?.(group)}
          <MessageComposer onSend={chat.send} groupId={group.id} onTyping={chat.sendTyping} />
        </Card>
      </div>
    </div>
  );
}
