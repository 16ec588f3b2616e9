// Whether an element is on or near the screen, both ways: the planner mounts a week's days only while the
// week is near, so a 600-item plan opens with one or two weeks drawn. Without IntersectionObserver (jsdom)
// everything counts as near.
import { useEffect, useRef, useState } from 'react';

/** `initially`: near before the first observation (the plan's first week, so it draws in the first frame). */
export function useNearViewport<T extends Element>(initially = false, margin = '400px') {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return { ref, near };
}
