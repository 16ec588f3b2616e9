// Styles of the results table's body, set once on the table instead of on each of its thousands of
// cells: a 150-row page drew about 2,000 MUI table cells, 750 button bases and 300 chips, and their
// per-component styling was most of the time from the search answer to the painted page. The body is
// plain table markup with these class names; the look matches MUI's small table, chips and icon buttons.
// Written left to right: the right-to-left style plugin flips them.
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { statusToneSx } from './statusToneColors';

type PaletteColor = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
const COLORS: PaletteColor[] = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

function focusRing(theme: Theme, offset: number) {
  return { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset };
}

/** Status chips and HTML cells: drawn the same in the table and on a record's details page. */
export function cellContentSx(theme: Theme): SystemStyleObject<Theme> {
  return {
    '& .status-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      height: 24,
      px: 1,
      borderRadius: '12px',
      whiteSpace: 'nowrap',
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1,
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.primary,
      '& svg': { width: 16, height: 16, fill: 'currentColor', marginLeft: '-2px' },
    },
    ...statusToneSx(theme.palette.mode),
    // Codes, phones and order numbers stay on one line (never broken at a hyphen).
    '& .code-text': { whiteSpace: 'nowrap' },
    '& .html-cell img': { maxWidth: 120, maxHeight: 80, display: 'block' },
    '& .html-cell p': { m: 0 },
    '& img.image-cell': { maxWidth: 80, maxHeight: 60 },
  };
}

/** The table: body rows and cells, the selection checkboxes and the row action buttons. */
export function resultsTableSx(theme: Theme): SystemStyleObject<Theme> {
  const border =
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68);
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  // Calm at rest (one grey for every action), their colour only under the pointer or keyboard focus.
  const actionColors = Object.fromEntries(
    COLORS.map((color) => [
      `& .row-action[data-color="${color}"]:is(:hover, :focus-visible)`,
      {
        color: theme.palette[color].main,
        backgroundColor: alpha(theme.palette[color].main, theme.palette.action.hoverOpacity),
      },
    ]),
  );
  return {
    ...cellContentSx(theme),
    '& tbody tr.result-row': {
      verticalAlign: 'middle',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&[data-selected="true"]': { backgroundColor: selected },
      '&[data-selected="true"]:hover': {
        backgroundColor: alpha(
          theme.palette.primary.main,
          theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
        ),
      },
      '&:focus-visible': focusRing(theme, -2),
    },
    '& tbody tr.result-row > td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      textAlign: 'left',
      padding: '6px 16px',
      borderBottom: `1px solid ${border}`,
    },
    // Numbers end-aligned, in figures of one width so digits line up down the column.
    '& tbody tr.result-row > td.numeric': {
      textAlign: 'right',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    // Long texts stop after two lines (the whole text is the cell's title), so rows stay compact.
    '& tbody td :is(.clamp, .html-cell)': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    // Headers on one line; widths by content type (columnClasses.ts).
    '& thead th': { whiteSpace: 'nowrap' },
    '& tbody tr.result-row > td.one-line': { whiteSpace: 'nowrap' },
    '& tbody tr.result-row > td:is(.type-text, .type-html)': { minWidth: 112, maxWidth: 360 },
    // A table wider than its screen scrolls sideways with the selection and the first column in view
    // (sticky once it is scrolled: ResultsTable.tsx).
    '.results-scroller[data-sideways="true"] & :is(th, td):is(.select-cell, .first-column)': {
      position: 'sticky',
      zIndex: 1,
    },
    '& :is(th, td):is(.select-cell, .first-column)': { backgroundColor: theme.palette.background.paper },
    '& :is(th, td).first-column': { left: 48, boxShadow: `inset -1px 0 0 ${border}` },
    '& tbody tr.result-row:hover > td:is(.select-cell, .first-column)': {
      backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
    '& tbody tr.result-row[data-selected="true"] > td:is(.select-cell, .first-column)': {
      backgroundImage: `linear-gradient(${selected}, ${selected})`,
    },
    '& thead th.numeric': { textAlign: 'right' },
    '& thead th.numeric .MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
    '& :is(th, td).select-cell': {
      width: 48,
      minWidth: 48,
      maxWidth: 48,
      padding: '0 0 0 4px',
      boxSizing: 'border-box',
      left: 0,
    },
    // The whole 40 × 40 square around a selection box takes the click.
    '& .select-box': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 40,
      height: 40,
      cursor: 'pointer',
    },
    '& .select-box input': {
      width: 18,
      height: 18,
      m: 0,
      cursor: 'pointer',
      accentColor: theme.palette.primary.main,
      '&:focus-visible': focusRing(theme, 2),
    },
    '& .row-actions': { display: 'flex', gap: '4px' },
    '& .row-action': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      p: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      cursor: 'pointer',
      color: theme.palette.action.active,
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': focusRing(theme, 0),
      '& svg': { width: 20, height: 20, overflow: 'visible', fill: 'currentColor' },
    },
    // Delete, always last, stands apart from the harmless actions: a line between them, in the row's
    // own flow (a positioned button would make each row's actions a layer of their own to paint and hit
    // test, 150 of them on a page).
    '& .row-action-divider': {
      alignSelf: 'center',
      width: '1px',
      height: 18,
      margin: '0 2px 0 1px',
      backgroundColor: theme.palette.divider,
    },
    ...actionColors,
  };
}

/** The phone's cards (ResultsCards.tsx): the table's cell, selection and action styles, laid out as cards. */
export function resultsCardsSx(theme: Theme): SystemStyleObject<Theme> {
  const border = theme.palette.divider;
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    ...resultsTableSx(theme),
    '& ul': { listStyle: 'none', m: 0, p: 0 },
    '& .cards-head': { display: 'flex', alignItems: 'center', px: '4px', borderBottom: `1px solid ${border}` },
    '& .cards-message': { display: 'flex', justifyContent: 'center', p: 2 },
    '& .result-card': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '4px',
      padding: '4px 12px 4px 4px',
      borderBottom: `1px solid ${border}`,
      '&[data-selected="true"]': { backgroundColor: selected },
      '&:focus-visible': focusRing(theme, -2),
    },
    '& .card-body': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '4px', pt: '8px' },
    '& .card-line': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 },
    '& .card-primary': { ...theme.typography.body1, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' },
    '& .card-secondary': {
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
    '& .card-amount': {
      ...theme.typography.body2,
      fontWeight: 500,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    '& .card-actions .row-actions': { flexWrap: 'wrap' },
  };
}
