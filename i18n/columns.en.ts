// The list's column chooser and phone cards (English). Same keys as columns.ar.ts.
export default {
  columns: {
    chooser: 'Columns',
    chooser_label: 'Choose the columns to show',
    cards_label: 'Results',
    open: 'Open %{label}',
  },
};
