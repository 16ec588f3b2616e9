// The charts' colour palette: 11 named colours, cycled by index (spec 9).
export const CHART_PALETTE = [
  { name: 'blue', color: '#1e88e5' },
  { name: 'orange', color: '#fb8c00' },
  { name: 'green', color: '#43a047' },
  { name: 'red', color: '#e53935' },
  { name: 'purple', color: '#8e24aa' },
  { name: 'brown', color: '#6d4c41' },
  { name: 'pink', color: '#d81b60' },
  { name: 'grey', color: '#757575' },
  { name: 'olive', color: '#9e9d24' },
  { name: 'cyan', color: '#00acc1' },
  { name: 'indigo', color: '#3949ab' },
] as const;

/** The colour of the `index`-th series or slice. */
export function chartColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length].color;
}
