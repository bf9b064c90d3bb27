import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import { CHAT_SEARCH_MESSAGES, CHAT_SEARCH_QUERY_MAX_LENGTH, type ChatSearchResultDto } from '@homeroom/contract/chat-search';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClassName } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useChatSearch } from '../api/search-chat-messages.ts';
import { formatMessageTime } from '../chat-messages.ts';

/** Where a result opens: its chat, scrolled to the message and highlighting it. */
export function messageInContextPath(result: Pick<ChatSearchResultDto, 'chat' | 'message_id'>): string {
  return `/chatGroup/${result.chat.id}?message=${result.message_id}`;
}

/** A direct chat is named after the other person, as in the inbox. */
function chatLabel(chat: ChatSearchResultDto['chat']): string {
  if (chat.direct_message) return chat.recipient ? fullNameOf(chat.recipient) : translateMessage(CHAT_MESSAGES.directMessageTitle);
  return chat.name;
}

function SearchResult({ result, currentUserId }: { result: ChatSearchResultDto; currentUserId: number | undefined }) {
  const { t } = useTranslation('chatSearch');
  const sender =
    result.sender === null ? translateMessage(CHAT_MESSAGES.userLeftTheGroup) : result.sender.id === currentUserId ? t('you') : fullNameOf(result.sender);
  return (
    <li>
      <Link
        to={messageInContextPath(result)}
        className="flex flex-col gap-1 rounded-xl px-3 py-2.5 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className="min-w-0 font-semibold break-words text-slate-900">{chatLabel(result.chat)}</span>
          <time dateTime={result.time} className="shrink-0 text-xs text-slate-600">
            {formatMessageTime(result.time)}
          </time>
        </span>
        <span className="text-xs font-medium text-slate-700">{sender}</span>
        <span className="text-sm wrap-anywhere text-slate-800" dir="auto">
          {result.snippet.map((part, index) =>
            part.match ? (
              <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The search box of the chat hub (docs/product.md, "Chat search and export"): the messages of
 * one's own chats, newest first; each result opens the chat at that message.
 */
export function ChatSearch({ currentUserId }: { currentUserId: number | undefined }) {
  const { t } = useTranslation('chatSearch');
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useChatSearch(query);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed) {
      setError(CHAT_SEARCH_MESSAGES.queryRequired);
      return;
    }
    setError(null);
    setQuery(trimmed);
  }

  function clear() {
    setDraft('');
    setQuery('');
    setError(null);
  }

  const serverError = search.error instanceof ApiError ? search.error.message : search.error ? t('failed') : null;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <search>
        <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('label')}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
              <input
                id={inputId}
                type="search"
                value={draft}
                maxLength={CHAT_SEARCH_QUERY_MAX_LENGTH}
                placeholder={t('placeholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query) clear();
                }}
                className={classNames(controlClassName(Boolean(error)), 'h-11 ps-9')}
              />
            </div>
            <Button type="submit" isLoading={search.isFetching && !search.isFetchingNextPage}>
              {t('submit')}
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} className="text-sm text-red-700">
              {translateMessage(error)}
            </p>
          )}
        </form>
      </search>
      {query && (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-700">
              {search.isPending
                ? t('searching')
                : search.isSuccess
                  ? results.length === 0
                    ? t('none', { query })
                    : t(search.hasNextPage ? 'countSoFar' : 'count', { shown: formatNumber(results.length) })
                  : ''}
            </p>
            <Button variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {t('clear')}
            </Button>
          </div>
          {serverError && <StatusMessage tone="error">{translateMessage(serverError)}</StatusMessage>}
          {results.length > 0 && (
            <ol aria-label={t('resultsLabel', { query })} className="flex flex-col gap-2">
              {results.map((result) => (
                <SearchResult key={result.message_id} result={result} currentUserId={currentUserId} />
              ))}
            </ol>
          )}
          {search.hasNextPage && (
            <Button variant="secondary" size="sm" className="self-center" isLoading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
              {t('more')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
