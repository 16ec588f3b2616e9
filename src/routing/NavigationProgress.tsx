// A thin bar at the top of the window during navigation (spec 2.1): from each change of page until
// the lazy pages it waits for have loaded, and at least long enough to be seen.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribeToProgress } from './progress';

const MINIMUM_VISIBLE_MS = 300;

const keyframes = `@keyframes navigation-progress { from { transform: scaleX(0.1); } to { transform: scaleX(0.9); } }`;

export const NavigationProgress = () => {
  const { pathname } = useLocation();
  const [pending, setPending] = useState(0);
  const [recentlyMoved, setRecentlyMoved] = useState(true);

  useEffect(() => subscribeToProgress(setPending), []);

  useEffect(() => {
    setRecentlyMoved(true);
    const timer = window.setTimeout(() => setRecentlyMoved(false), MINIMUM_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  if (pending === 0 && !recentlyMoved) return null;
  // Plain styles: this renders before MUI is loaded. Decorative, so hidden from assistive technology.
  const growsFrom = document.documentElement.dir === 'rtl' ? 'right' : 'left';
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      style={{ position: 'fixed', top: 0, left: 0, width: '100%', height: 3, zIndex: 2000, pointerEvents: 'none' }}
    >
      <style>{keyframes}</style>
      <div
        style={{
          height: '100%',
          background: '#1976d2',
          transformOrigin: growsFrom,
          animation: `navigation-progress ${MINIMUM_VISIBLE_MS * 4}ms ease-out forwards`,
        }}
      />
    </div>
  );
};
