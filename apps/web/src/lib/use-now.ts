import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs`: what depends on the time (a button that opens at a slot's start) changes on its own. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
