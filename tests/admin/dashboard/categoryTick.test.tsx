// A chart's category label keeps to its room: a long name is cut with "…" and shown whole as its title.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABEL_CHARS, CategoryTick } from '../../../src/charts/CategoryTick';

function tickText(name: string): SVGTextElement {
  const { container } = render(
    <svg aria-hidden="true">
      <CategoryTick x={10} y={20} textAnchor="start" payload={{ value: name }} />
    </svg>,
  );
  return container.querySelector('text')!;
}

describe('category axis labels', () => {
  it('cut a long name to its room, with the whole name as the title', () => {
    const name = 'برنامج التخسيس المكثف للمبتدئين في ثلاثة أشهر';
    const text = tickText(name);
    expect(text.querySelector('title')?.textContent).toBe(name);
    const shown = text.lastChild?.textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown)).toHaveLength(CATEGORY_LABEL_CHARS);
    expect(name.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('leave a short name whole', () => {
    const text = tickText('Yoga');
    expect(text.lastChild?.textContent).toBe('Yoga');
    expect(text.getAttribute('text-anchor')).toBe('start');
  });
});
