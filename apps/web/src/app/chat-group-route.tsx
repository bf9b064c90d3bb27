import { ChatGroupPage } from '../features/chat/pages/chat-group-page.tsx';
import { AwayBanner } from '../features/office-hours/components/away-banner.tsx';

/** The chat page with the office hours banner over its composer: features do not import each other, the app joins them. */
export function ChatGroupRoute() {
  return <ChatGroupPage composerNotice={(group) => <AwayBanner groupId={group.id} isDirectChat={group.direct_message} />} />;
}
