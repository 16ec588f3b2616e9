// After each navigation the main content returns to the top, 200 ms later (spec 2.1, 9).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_RESET_DELAY_MS } from '../config';

/** react-admin's layout scrolls inside #main-content; other pages scroll the window. */
export function scrollContentToTop(): void {
  document.getElementById('main-content')?.scrollTo?.({ top: 0 });
  window.scrollTo?.({ top: 0 });
}

export const ScrollReset = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return; // an anchor chooses its own position
    const timer = window.setTimeout(scrollContentToTop, SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
};
