import { Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useChatAvailability } from '../api/get-chat-availability.ts';
import { describeWeek, formatBackAt } from '../office-hours-format.ts';

interface AwayBannerProps {
  groupId: number;
  /** Only a direct chat tells whether the other person is away; a group chat asks nothing. */
  isDirectChat: boolean;
}

/**
 * Over a direct chat with a teacher outside their office hours: when they are back (in the
 * reader's zone) and that the message still goes (docs/decisions.md, "Office hours"). The
 * server answers "not away" to the teacher themselves, so their own chat shows nothing.
 */
export function AwayBanner({ groupId, isDirectChat }: AwayBannerProps) {
  const { t } = useTranslation('officeHours');
  const { data } = useChatAvailability(groupId, isDirectChat);
  if (!data?.away || !data.back_at || !data.user) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{t('banner.away', { name: fullNameOf(data.user), when: formatBackAt(data.back_at) })}</p>
        <p>{t('banner.delivered')}</p>
        {data.usual_hours.length > 0 && (
          <p className="text-amber-900">
            {t('banner.usualHours', { zone: data.time_zone ?? '' })}{' '}
            {describeWeek(data.usual_hours).map((entry, index) => (
              // Times read left to right in every language; each run of days stays whole.
              <span key={entry.days} className="inline-block">
                {index > 0 && <span aria-hidden="true">&nbsp;·&nbsp;</span>}
                {entry.days} <bdi dir="ltr">{entry.hours}</bdi>
              </span>
            ))}
          </p>
        )}
      </div>
    </div>
  );
}
