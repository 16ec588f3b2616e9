// A category axis label that keeps to its room: a name longer than `maxChars` ends in "…" and the full name
// is the label's <title> (the browser's tooltip), so long programme names never run over the bars.
import type { SVGProps } from 'react';

/** Names cut to this many characters on the axis; the charts' tables and titles carry them in full. */
export const CATEGORY_LABEL_CHARS = 22;

export function shortLabel(text: string, maxChars = CATEGORY_LABEL_CHARS): string {
  const characters = Array.from(text);
  return characters.length <= maxChars
    ? text
    : `${characters
        .slice(0, maxChars - 1)
        .join('')
        .trimEnd()}…`;
}

interface CategoryTickProps extends Omit<SVGProps<SVGTextElement>, 'ref'> {
  payload?: { value: unknown };
  maxChars?: number;
}

/** recharts' `tick` for a category axis: the label cut to fit, the whole of it as its title. */
export function CategoryTick({ x, y, payload, textAnchor, fill, fontSize = 12, maxChars }: CategoryTickProps) {
  const full = String(payload?.value ?? '');
  return (
    <text
      x={x}
      y={y}
      dy="0.355em"
      textAnchor={textAnchor}
      fill={fill}
      fontSize={fontSize}
      className="recharts-text recharts-cartesian-axis-tick-value"
    >
      <title>{full}</title>
      {shortLabel(full, maxChars)}
    </text>
  );
}
