// The browser tab title (spec 2.1): "<route title> | <product name>", the product name alone without one.
// The same title shows in the app bar (pageTitle.ts).
import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '../config';
import { showPageTitle } from './pageTitle';

export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Call from a page with its (translated) title; leaving the page puts the product name back. A layout
 * effect, so the tab and the app bar change in the same commit as the page's own heading.
 */
export function useDocumentTitle(title?: string | null): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
    const hide = title ? showPageTitle(title) : undefined;
    return () => {
      document.title = PRODUCT_NAME;
      hide?.();
    };
  }, [title]);
}
