import type { HomeSchoolPostDto } from '@homeroom/contract/home';
import { SCHOOL_ANNOUNCEMENTS_PATH } from '@homeroom/contract/notifications';
import { SCHOOL_ANNOUNCEMENT_MESSAGES } from '@homeroom/contract/school-announcements';
import { School } from 'lucide-react';
import { Link } from 'react-router';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { HomeSection, NewBadge, QuietLine } from './home-section.tsx';

/**
 * The latest announcements of the user's schools, each leading to the school's page. Shown to a
 * family only when there is one (a school that has said nothing needs no empty card); a leader
 * always sees it, as their way to write to the school.
 */
export function SchoolNews({ posts, isLeader = false }: { posts: HomeSchoolPostDto[]; isLeader?: boolean }) {
  if (posts.length === 0 && !isLeader) return null;
  const schoolIds = new Set(posts.map((post) => post.school.id));
  const onlySchool = schoolIds.size === 1 ? posts[0]?.school : undefined;
  const pageOf = (schoolId: number) => `${SCHOOL_ANNOUNCEMENTS_PATH}?school=${schoolId}`;
  return (
    <HomeSection
      title={
        <>
          {translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.homeTitle)}
          {onlySchool && <span className="block text-sm font-normal text-slate-600">{onlySchool.name}</span>}
        </>
      }
      icon={<School className="size-4" />}
      action={
        <TextLink
          to={onlySchool ? pageOf(onlySchool.id) : SCHOOL_ANNOUNCEMENTS_PATH}
          className="inline-flex min-h-11 items-center text-sm"
        >
          {translateMessage(
            isLeader ? SCHOOL_ANNOUNCEMENT_MESSAGES.write : SCHOOL_ANNOUNCEMENT_MESSAGES.seeAll,
          )}
        </TextLink>
      }
    >
      {posts.length === 0 && <QuietLine>{translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.empty)}</QuietLine>}
      <ul className="flex flex-col gap-1">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={pageOf(post.school.id)}
              className="flex min-h-11 items-start gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-50"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words text-slate-900">{post.title}</span>
                <span className="text-xs text-slate-600">
                  {onlySchool ? formatDate(post.date) : `${post.school.name} · ${formatDate(post.date)}`}
                </span>
              </span>
              {post.is_new && <NewBadge />}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
