// The list's column chooser and phone cards (Arabic). Same keys as columns.en.ts.
export default {
  columns: {
    chooser: 'الأعمدة',
    chooser_label: 'اختر الأعمدة المعروضة',
    cards_label: 'النتائج',
    open: 'فتح %{label}',
  },
};
