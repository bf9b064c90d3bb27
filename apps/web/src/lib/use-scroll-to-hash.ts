import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's #fragment names once the page has drawn it (a story
 * opened from Home, `/class/12?tab=stories#story-41`); the browser alone cannot, since the page
 * draws it after its data arrives.
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.classList.add('ring-2', 'ring-accent-300', 'rounded-2xl');
    const timer = window.setTimeout(
      () => target.classList.remove('ring-2', 'ring-accent-300', 'rounded-2xl'),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [hash, isReady]);
}
