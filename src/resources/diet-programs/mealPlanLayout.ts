// How a food's inputs are laid out, from the width the meal plan has (a container query, so the sidebar
// and the page's padding count): one row of labelled columns when all fit, else a card per food —
// names and quantity on their own lines and the four amounts two by two on a phone, or a line of each on
// a tablet.
import type { SxProps, Theme } from '@mui/material';

export const PLAN_CONTAINER = 'meal-plan';
const WIDE = `@container ${PLAN_CONTAINER} (min-width: 1060px)`;
const MEDIUM = `@container ${PLAN_CONTAINER} (min-width: 560px)`;

export const planContainer: SxProps<Theme> = { containerType: 'inline-size', containerName: PLAN_CONTAINER };

export const foodRow: SxProps<Theme> = {
  display: 'grid',
  gap: 1,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  [WIDE]: {
    gridTemplateColumns:
      'auto minmax(9rem, 3fr) minmax(9rem, 3fr) minmax(8rem, 1.5fr) minmax(8rem, 1fr) repeat(3, minmax(7rem, 1fr)) auto',
    border: 0,
    borderBottom: 1,
    borderColor: 'divider',
    borderRadius: 0,
  },
};

/** The food's bar (handle, position, remove): its own line on a card, the row's first and last cells when wide. */
export const foodBar: SxProps<Theme> = {
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  [WIDE]: { display: 'contents' },
};
export const foodBarTitle: SxProps<Theme> = { flex: 1, minWidth: 0, [WIDE]: { display: 'none' } };
export const foodHandle: SxProps<Theme> = { [WIDE]: { order: -1, alignSelf: 'center' } };
export const foodRemove: SxProps<Theme> = { [WIDE]: { order: 1, alignSelf: 'center' } };

const span = (phone: number, medium: number): SxProps<Theme> => ({
  gridColumn: `span ${phone}`,
  minWidth: 0,
  [MEDIUM]: { gridColumn: `span ${medium}` },
  [WIDE]: { gridColumn: 'auto' },
});
export const nameCell = span(12, 4);
export const quantityCell = span(12, 4);
export const amountCell = span(6, 3);
