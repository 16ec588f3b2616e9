// Messages of the settings screen (Arabic). Same keys as settings.en.ts; the settings' own labels come
// from the server's catalogue.
export default {
  settings: {
    title: 'الإعدادات',
    loading: 'جارٍ تحميل الإعدادات…',
    failed: 'تعذّر تحميل الإعدادات.',
    retry: 'حاول مرة أخرى',
    read_only: 'يسمح دورك بقراءة الإعدادات دون تغييرها.',
    nothing_changed: 'لا شيء للحفظ: لم يتغير أي إعداد.',
    secret_stored: 'القيمة المحفوظة %{masked}. اكتب قيمة جديدة لاستبدالها.',
    secret_empty: 'غير مضبوط. اكتب قيمة لحفظها.',
    groups: {
      general: 'عام',
      contact: 'التواصل',
      money: 'المال',
      features: 'الميزات',
      integrations: 'التكاملات',
    },
  },
};
