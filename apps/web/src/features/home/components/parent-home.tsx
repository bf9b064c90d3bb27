import {
  HOME_MESSAGES,
  type HomeChildDto,
  type HomeEventDto,
  type HomeParentClassDto,
  type HomePostDto,
} from '@homeroom/contract/home';
import type { STICKER_TYPES } from '@homeroom/contract/stickers';
import { BookOpen, CalendarDays, HandHeart, Megaphone, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { StickerArt } from '../../../components/sticker-art.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatDate, formatNumber } from '../../../lib/format-date.ts';
import { appLocale, translateMessage } from '../../../lib/i18n/i18n.ts';
import { teacherNamesOf } from '../../../lib/full-name.ts';
import { isStickerType } from '../../../lib/stickers.ts';
import { HomeSection, NewBadge, QuietLine } from './home-section.tsx';

/** The parent's children, each with their class, new stickers and latest scores, leading to the portfolio. */
export function ChildrenSection({ childList }: { childList: HomeChildDto[] }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('parent.children')} icon={<Users className="size-4" />}>
      <ul className="flex flex-col gap-4">
        {childList.map((child) => (
          <ChildSummary key={child.id} child={child} />
        ))}
      </ul>
    </HomeSection>
  );
}

/** The next event the parent helps at. */
export function HelpingSection({
  event,
}: {
  event: HomeEventDto & { school_class: { id: number; name: string } };
}) {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('parent.helping')} icon={<HandHeart className="size-4" />}>
      <Link
        to={`/class/${event.school_class.id}?tab=events`}
        className="flex flex-col rounded-xl px-2 py-2 hover:bg-slate-50"
      >
        <span className="font-semibold break-words text-slate-900">{event.name}</span>
        <span className="text-sm text-slate-700">
          {formatDate(event.date, { dateStyle: 'full' })} · {event.school_class.name}
        </span>
      </Link>
    </HomeSection>
  );
}

/** A class of the parent's children: its latest stories and announcements, and what is coming up. */
export function ClassNews({
  schoolClass,
  childNames,
}: {
  schoolClass: HomeParentClassDto;
  childNames: string[];
}) {
  const { t } = useTranslation('home');
  const classLink = `/class/${schoolClass.id}`;
  const newCount = [...schoolClass.stories, ...schoolClass.announcements, ...schoolClass.events].filter(
    (item) => item.is_new,
  ).length;
  return (
    <HomeSection
      title={
        <>
          <Link to={classLink} className="inline-flex min-h-11 items-center hover:underline">
            {schoolClass.name}
          </Link>
          <span className="block text-sm font-normal text-slate-600">
            {t('parent.childrenClass', {
              names: new Intl.ListFormat(appLocale(), { type: 'conjunction' }).format(childNames),
            })}
          </span>
        </>
      }
      icon={<Users className="size-4" />}
      action={
        newCount > 0 ? (
          <span className="text-sm font-semibold text-accent-700">
            {t('parent.newSinceVisit', { count: newCount })}
          </span>
        ) : undefined
      }
    >
      <div className="grid gap-5 md:grid-cols-2">
        <PostList
          heading={t('parent.stories')}
          icon={<BookOpen aria-hidden="true" className="size-4" />}
          posts={schoolClass.stories}
          linkOf={(story) => `${classLink}?tab=stories#story-${story.id}`}
          empty={t('parent.noStories')}
        />
        <PostList
          heading={t('parent.announcements')}
          icon={<Megaphone aria-hidden="true" className="size-4" />}
          posts={schoolClass.announcements}
          linkOf={() => `${classLink}?tab=announcements`}
          empty={t('parent.noAnnouncements')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('parent.comingUp')}
        </h3>
        {schoolClass.events.length === 0 ? (
          <QuietLine>{translateMessage(HOME_MESSAGES.noEvents)}</QuietLine>
        ) : (
          <ul className="flex flex-col gap-1">
            {schoolClass.events.map((event) => (
              <li key={event.id}>
                <Link
                  to={`${classLink}?tab=events`}
                  className="flex min-h-11 items-start gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-50"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-slate-900">{event.name}</span>
                    <span className="text-xs text-slate-600">
                      <span className="font-semibold text-brand-800">{formatDate(event.date)}</span>
                      {event.helpers_required > 0 &&
                        ` · ${t('helpers', { helpers: formatNumber(event.helpers_count), required: formatNumber(event.helpers_required) })}`}
                    </span>
                  </span>
                  {event.is_new && <NewBadge />}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}

interface PostListProps {
  heading: string;
  icon: ReactNode;
  posts: HomePostDto[];
  linkOf: (post: HomePostDto) => string;
  empty: string;
}

function PostList({ heading, icon, posts, linkOf, empty }: PostListProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        {icon}
        {heading}
      </h3>
      {posts.length === 0 ? (
        <QuietLine>{empty}</QuietLine>
      ) : (
        <ul className="flex flex-col gap-1">
          {posts.map((post) => (
            <li key={post.id}>
              <Link
                to={linkOf(post)}
                className="flex min-h-11 items-start gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-50"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words text-slate-900">{post.title}</span>
                  <span className="text-xs text-slate-600">{formatDate(post.date)}</span>
                </span>
                {post.is_new && <NewBadge />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each sticker's count in words, "2 stars": the key of its plural. */
const STICKER_COUNT_KEYS = {
  1: 'stickers.star',
  2: 'stickers.dinosaur',
  3: 'stickers.cat',
} as const satisfies Record<keyof typeof STICKER_TYPES, string>;

function ChildSummary({ child }: { child: HomeChildDto }) {
  const { t } = useTranslation('home');
  return (
    <li className="flex flex-col gap-2">
      <Link
        to={`/studentProfile/${child.id}`}
        className="flex items-center gap-3 rounded-xl px-1 py-1 hover:bg-slate-50"
      >
        <span aria-hidden="true">
          <Avatar name={child.name} src={child.image} size="md" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words text-slate-900">{child.name}</span>
          <span className="text-sm break-words text-slate-600">
            {child.school_class.name} · {teacherNamesOf(child.school_class)}
          </span>
        </span>
      </Link>
      {child.new_stickers.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-accent-50 px-3 py-2 text-sm text-slate-800">
          <Star aria-hidden="true" className="size-4 text-accent-700" />
          <span className="font-semibold">{t('parent.newStickers')}</span>
          {child.new_stickers.map((sticker) =>
            isStickerType(sticker.type) ? (
              <span key={sticker.type} className="inline-flex items-center gap-1">
                <StickerArt type={sticker.type} className="size-5" />
                {t(STICKER_COUNT_KEYS[sticker.type], { count: sticker.count })}
              </span>
            ) : null,
          )}
        </p>
      )}
      {child.scores.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {child.scores.map((work) => (
            <li key={work.assignment.id}>
              <Link
                to={`/studentProfile/${child.id}`}
                className="flex min-h-11 items-center gap-2 rounded-xl px-2 py-1 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1 break-words text-slate-800">{work.assignment.title}</span>
                <span className="font-semibold text-slate-900">
                  {`${formatNumber(work.score)} / ${formatNumber(work.assignment.maximum_score)}`}
                  <span className="sr-only">{` ${t('parent.points')}`}</span>
                </span>
                {work.is_new && <NewBadge />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
