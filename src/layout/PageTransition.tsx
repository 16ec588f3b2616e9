// Fades each new page in (spec 2.3's page transition), unless switched off in the customizer or the
// system asks for reduced motion. Animates the element in place: the page is not mounted again.
import { Box, useMediaQuery } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreferences } from '../theme/preferences';

const KEYFRAMES: Keyframe[] = [
  { opacity: 0, transform: 'translateY(8px)' },
  { opacity: 1, transform: 'none' },
];

export const PageTransition = ({ children }: { children: ReactNode }) => {
  const { pageTransition } = usePreferences();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const animate = pageTransition && !reducedMotion;

  useEffect(() => {
    if (!animate) return;
    // Element.animate is missing where there is no layout engine (tests).
    ref.current?.animate?.(KEYFRAMES, { duration: 250, easing: 'ease-out' });
  }, [pathname, animate]);

  return <Box ref={ref}>{children}</Box>;
};
