// Applies the layout direction to the whole application: the style cache that flips styles for
// right-to-left, and <html dir>.
import { CacheProvider } from '@emotion/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useDirection } from './direction';
import { ltrCache, rtlCache } from './emotionCaches';

export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const direction = useDirection();

  useLayoutEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      if (root.dir !== direction) root.dir = direction;
    };
    apply();
    // The i18nProvider writes the language's own direction once a switch has loaded its messages;
    // a direction forced in the theme customizer must win over it.
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: ['dir'] });
    return () => observer.disconnect();
  }, [direction]);

  return <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>{children}</CacheProvider>;
};
