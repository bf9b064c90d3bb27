import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useMarkFirstScreenShown } from '../../../lib/first-screen.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { countUnreadMessages, toInboxEntries } from '../chat-groups.ts';
import { ChatSearch } from '../components/chat-search.tsx';
import { ContactsPanel, NO_CONTACTS_SELECTION, type ContactsSelection } from '../components/contacts-panel.tsx';
import { InboxPanel } from '../components/inbox-panel.tsx';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';

type HubTab = 'chats' | 'contacts';

/**
 * /chatHub: contacts to message or call, and the inbox of the user's chats (docs/product.md,
 * "Chat"). Side by side on a wide screen; on a phone the inbox comes first and the contacts are
 * one tap away, on a tab.
 */
export function ChatHubPage() {
  const { t } = useTranslation('chat');
  const accountType = useAuthStore((state) => state.accountType);
  const currentUserId = useAuthStore((state) => state.account?.id);
  const isWide = useIsWideScreen();
  const [tab, setTab] = useState<HubTab>('chats');
  // Kept here, not in the panels: a panel is mounted again when the layout changes or a phone's tab does.
  const [contactsSelection, setContactsSelection] = useState<ContactsSelection>(NO_CONTACTS_SELECTION);
  const [groupNameDraft, setGroupNameDraft] = useState('');
  const userGroups = useUserGroups();
  // The inbox (or its error) is the first screen: the frame's bell and call dialog wait for it.
  useMarkFirstScreenShown(!userGroups.isPending);
  const unread = userGroups.data ? countUnreadMessages(toInboxEntries(userGroups.data, currentUserId)) : 0;

  const contacts = (
    <ContactsPanel
      accountType={accountType}
      currentUserId={currentUserId}
      selection={contactsSelection}
      onSelectionChange={setContactsSelection}
    />
  );
  const inbox = (
    <InboxPanel currentUserId={currentUserId} groupNameDraft={groupNameDraft} onGroupNameDraftChange={setGroupNameDraft} />
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('hub.pageTitle')}</title>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('hub.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('hub.heading')}</h1>
        <p className="text-slate-600">
          {t('hub.intro')}
        </p>
      </header>
      <ChatSearch currentUserId={currentUserId} />
      {isWide ? (
        <div className="grid grid-cols-5 items-start gap-6">
          <div className="col-span-2">{contacts}</div>
          <div className="col-span-3">{inbox}</div>
        </div>
      ) : (
        <Tabs
          label={t('hub.tabsLabel')}
          tabs={[
            {
              id: 'chats',
              label:
                unread > 0
                  ? t('hub.chatsTabUnread', { unread: unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread) })
                  : t('hub.chatsTab'),
            },
            { id: 'contacts', label: t('hub.contactsTab') },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'chats' ? inbox : contacts}
        </Tabs>
      )}
    </div>
  );
}
