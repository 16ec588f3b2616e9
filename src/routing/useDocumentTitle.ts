// The browser tab title (spec 2.1): "<route title> | <product name>", the product name alone without one.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config';

export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Call from a page with its (translated) title; leaving the page puts the product name back. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
