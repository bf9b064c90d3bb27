import { useEffect } from 'react';
import { useUpdateTimeZone } from '../features/accounts/api/update-time-zone.ts';
import { useCurrentUser } from '../lib/current-user.ts';

/** The zone this device's clock is set to, as the browser names it. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Keeps the account in the zone of the device it is used on, so a digest comes at the user's
 * evening and a teacher's office hours follow their own clock, wherever they travel.
 */
export function useAccountTimeZone(): void {
  const { data: user } = useCurrentUser();
  const { mutate: saveTimeZone } = useUpdateTimeZone();
  const accountTimeZone = user?.time_zone;
  const hasUser = user !== undefined;
  useEffect(() => {
    if (!hasUser) return;
    const timeZone = deviceTimeZone();
    if (timeZone && accountTimeZone !== timeZone) saveTimeZone(timeZone);
  }, [hasUser, accountTimeZone, saveTimeZone]);
}
