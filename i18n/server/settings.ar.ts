// Server messages of the settings screen and of sign-up approval (Arabic); settings.en.ts has the same keys.
const settings: Record<string, string> = {
  'settings.saved_many': 'تم حفظ الإعدادات بنجاح.',
  'settings.invalid_choice': 'اختر إحدى القيم المعروضة.',
  'admins.approved': 'تم اعتماد الحساب.',
  'admins.rejected': 'تم رفض الحساب وحذفه.',
  'admins.not_pending': 'هذا الحساب لا ينتظر الاعتماد (لديه دور بالفعل أو حُذف).',
};

export default settings;
