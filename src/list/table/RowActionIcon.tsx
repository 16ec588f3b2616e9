// A row action's icon as plain SVG. MUI's icon components are styled components, and a 150-row page
// has up to 600 of them; the table's styles (resultsSx.ts) size and colour these instead. The paths
// are the Material Icons that @mui/icons-material draws for the same actions, scaled from their 24-unit
// grid to the 20 px they are drawn at: without a viewBox (a scaling transform) and with overflow
// visible (no clip), Chromium paints an icon with its row instead of as a paint chunk of its own, which
// made page changes spend 45 ms where they now spend 28 combining chunks into layers.
import type { RowActionName } from '../actions/rowActions';

const PATHS: Record<RowActionName, string> = {
  // Edit
  edit: 'M2.5 14.375V17.5h3.125L14.842 8.283l-3.125-3.125zM17.258 5.867c0.325-0.325 0.325-0.85 0-1.175l-1.95-1.95a0.83 0.83 0 0 0-1.175 0l-1.525 1.525 3.125 3.125z',
  // StickyNote2Outlined
  notes:
    'M15.833 4.167v7.5h-4.167v4.167H4.167V4.167zm0-1.667H4.167c-0.917 0-1.667 0.75-1.667 1.667v11.667c0 0.917 0.75 1.667 1.667 1.667h8.333l5-5V4.167c0-0.917-0.75-1.667-1.667-1.667m-5.833 9.167H5.833v-1.667h4.167zm4.167-3.333H5.833V6.667h8.333z',
  // Delete
  delete:
    'M5 15.833c0 0.917 0.75 1.667 1.667 1.667h6.667c0.917 0 1.667-0.75 1.667-1.667V5.833H5zM15.833 3.333h-2.917l-0.833-0.833h-4.167l-0.833 0.833H4.167v1.667h11.667z',
  // RestoreFromTrash
  restore:
    'M15.833 3.333h-2.917l-0.833-0.833h-4.167l-0.833 0.833H4.167v1.667h11.667zM5 5.833v10c0 0.917 0.75 1.667 1.667 1.667h6.667c0.917 0 1.667-0.75 1.667-1.667V5.833zm6.667 5.833v3.333h-3.333v-3.333H6.667l3.333-3.333 3.333 3.333z',
  // CheckCircleOutlined
  enable:
    'M10 1.667C5.4 1.667 1.667 5.4 1.667 10s3.733 8.333 8.333 8.333 8.333-3.733 8.333-8.333S14.6 1.667 10 1.667m0 15c-3.675 0-6.667-2.992-6.667-6.667s2.992-6.667 6.667-6.667 6.667 2.992 6.667 6.667-2.992 6.667-6.667 6.667m3.825-10.35L8.333 11.808l-2.158-2.15L5 10.833l3.333 3.333 6.667-6.667z',
  // Block
  disable:
    'M10 1.667C5.4 1.667 1.667 5.4 1.667 10s3.733 8.333 8.333 8.333 8.333-3.733 8.333-8.333S14.6 1.667 10 1.667M3.333 10c0-3.683 2.983-6.667 6.667-6.667 1.542 0 2.958 0.525 4.083 1.408L4.742 14.083C3.858 12.958 3.333 11.542 3.333 10m6.667 6.667c-1.542 0-2.958-0.525-4.083-1.408L15.258 5.917C16.142 7.042 16.667 8.458 16.667 10c0 3.683-2.983 6.667-6.667 6.667',
};

export function RowActionIcon({ action }: { action: RowActionName }) {
  return (
    <svg width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[action]} />
    </svg>
  );
}
