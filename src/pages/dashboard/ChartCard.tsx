// One dashboard chart: a titled card, the drawing (hidden from screen readers) and the same numbers as a
// table that only assistive technology reads.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '../../layout/visuallyHidden';

/** The charts' height (spec 9). */
export const CHART_HEIGHT = 200;

interface ChartCardProps {
  id: string;
  title: string;
  /** Column headings of the table, then its rows (already formatted). */
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  children: ReactNode;
}

export function ChartCard({ id, title, columns, rows, children }: ChartCardProps) {
  const titleId = `dashboard-chart-${id}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {/* Drawn for the eye only (the table below carries the figures): hidden from screen readers, and
            the charts leave out recharts' keyboard layer so nothing in it takes focus, while the pointer still
            gets their tooltips and the full names of cut labels. Laid out left to right by the dir attribute (a
            `direction` style would be flipped by the right-to-left styles, and labels anchored at their start
            would then run back over the bars); each chart mirrors its own axes in Arabic. */}
        <Box aria-hidden="true" dir="ltr" sx={{ height: CHART_HEIGHT + 40 }}>
          {children}
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={columns[index]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={columns[index]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
