// Hides the columns there is no room for: after each render, while the table is wider than its scroller,
// the next columns of the drop order go (as many as free the excess, by their header widths). A wider
// scroller, another set of columns or another choice starts again from all of them.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Scrollbars coming and going change the width by about this much: no reason to fit again. */
const GROWTH_TO_REFIT = 24;

/**
 * How many columns of `order` (first to go first) there is no room for. The room is measured again when
 * `content` (the rows) changes, not on every render: a measure lays out the whole page of rows.
 */
export function useColumnFit(
  scrollerRef: RefObject<HTMLElement | null>,
  order: readonly string[],
  content: unknown,
): number {
  const orderKey = order.join('\n');
  const [fit, setFit] = useState({ key: orderKey, count: 0, width: 0 });
  const count = fit.key === orderKey ? fit.count : 0;
  const measuredWidth = useRef(0);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    measuredWidth.current = scroller.clientWidth;
    const observer = new ResizeObserver(() => {
      const width = scroller.clientWidth;
      if (width === measuredWidth.current) return;
      const grew = width > measuredWidth.current + GROWTH_TO_REFIT;
      if (grew || width < measuredWidth.current) measuredWidth.current = width;
      // Wider: everything gets its chance again; narrower: the render checks the room again.
      setFit((previous) => ({
        key: orderKey,
        count: grew ? 0 : previous.key === orderKey ? previous.count : 0,
        width,
      }));
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollerRef, orderKey]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || count >= order.length) return;
    const excess = scroller.scrollWidth - scroller.clientWidth;
    if (excess <= 1) return;
    let freed = 0;
    let next = count;
    while (next < order.length && freed < excess) {
      const cell = scroller.querySelector(`th[data-column="${CSS.escape(order[next] ?? '')}"]`);
      freed += cell?.getBoundingClientRect().width ?? 0;
      next += 1;
    }
    setFit((previous) => ({ ...previous, key: orderKey, count: next }));
  }, [orderKey, count, fit.width, content]);

  return count;
}
