// The settings screen's labels of the catalogue's settings declared without a `label` of their own.
import type { Localized } from '../../common/localized';

export const SETTING_LABELS: Readonly<Record<string, Localized>> = {
  app_name: { en: 'Product name', ar: 'اسم المنتج' },
  support_email: { en: 'Support email', ar: 'بريد الدعم' },
  currency: { en: 'Currency', ar: 'العملة' },
  vat_percent: { en: 'VAT (%)', ar: 'ضريبة القيمة المضافة (%)' },
  referral_reward: { en: 'Referral reward', ar: 'مكافأة الإحالة' },
  payout_minimum: { en: 'Payout minimum', ar: 'الحد الأدنى للسحب' },
  'features.chat': { en: 'Chat', ar: 'المحادثة' },
  'features.referrals': { en: 'Referrals', ar: 'الإحالات' },
  'integrations.push_key': { en: 'Push channel key', ar: 'مفتاح قناة الإشعارات' },
  'integrations.push_cluster': { en: 'Push channel cluster', ar: 'مجموعة خوادم قناة الإشعارات' },
  'integrations.error_dsn': { en: 'Error-reporting DSN', ar: 'عنوان (DSN) الإبلاغ عن الأخطاء' },
  'integrations.maps_key': { en: 'Maps key', ar: 'مفتاح الخرائط' },
};
