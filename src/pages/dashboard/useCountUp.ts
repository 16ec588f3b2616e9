// A number counting up from 0 to its value over 5 seconds (spec 9), eased out; at once for visitors who
// ask for reduced motion, or where the browser cannot animate.
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@mui/material';

export const COUNT_UP_MS = 5000;

export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const animate = !reduced && typeof requestAnimationFrame === 'function' && target !== 0;
  const [value, setValue] = useState(animate ? 0 : target);
  useEffect(() => {
    if (!animate) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / duration);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animate, target, duration]);
  return value;
}
