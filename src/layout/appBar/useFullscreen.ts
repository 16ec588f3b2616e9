// The browser's Fullscreen API for the whole page, and whether it is on.
import { useCallback, useEffect, useState } from 'react';

export function useFullscreen(): { supported: boolean; active: boolean; toggle: () => void } {
  const supported = document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => document.fullscreenElement != null);

  useEffect(() => {
    // Escape or F11 also leave full screen: follow the browser, not our own clicks.
    const onChange = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.warn('Full screen was refused.', error));
  }, []);

  return { supported, active, toggle };
}
