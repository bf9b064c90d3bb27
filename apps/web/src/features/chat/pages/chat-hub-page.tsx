import { useAuthStore } from '../../../lib/auth-store.ts';
import { ContactsPanel } from '../components/contacts-panel.tsx';
import { GroupChatsPanel } from '../components/group-chats-panel.tsx';

/** /chatHub: contacts to message or call on the left, group chats on the right (docs/product.md, "Chat"). */
export function ChatHubPage() {
  const accountType = useAuthStore((state) => state.accountType);
  const currentUserId = useAuthStore((state) => state.account?.id);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>Chat · Homeroom</title>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Chat</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Messages and calls</h1>
        <p className="text-slate-600">
          Talk with the teachers and parents of your classes, one to one or in a group.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactsPanel accountType={accountType} currentUserId={currentUserId} />
        </div>
        <div className="lg:col-span-3">
          <GroupChatsPanel currentUserId={currentUserId} />
        </div>
      </div>
    </div>
  );
}
