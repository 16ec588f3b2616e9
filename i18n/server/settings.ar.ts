// Server messages of the settings screen's calls (Arabic); settings.en.ts has the same keys.
const settings: Record<string, string> = {
  'settings.saved_many': 'تم حفظ الإعدادات بنجاح.',
  'settings.invalid_choice': 'اختر إحدى القيم المعروضة.',
};

export default settings;
