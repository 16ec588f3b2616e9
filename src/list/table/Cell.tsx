// One cell drawn on its own (a record's details page); the table draws its cells with renderers made
// once per column (cellRenderers.tsx). Class names are styled by the list around it (resultsSx.ts).
import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import type { Header } from '../types';
import { cellRenderer } from './cellRenderers';

interface CellProps {
  header: Header;
  value: unknown;
  locale: string;
  /** The record's row, for a value whose unit is another cell (`unitFrom`). */
  row?: Readonly<Record<string, unknown>>;
}

export function Cell({ header, value, locale, row }: CellProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const render = useMemo(
    () => cellRenderer(header, { locale, translate, basename }),
    [header, locale, translate, basename],
  );
  return <>{render(value, row)}</>;
}
