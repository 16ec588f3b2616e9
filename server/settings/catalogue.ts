// The settings the product knows, each with its group and type: a known key is validated on save, and a
// secret one is write-only (GET settings shows it masked, never in full). Other keys stay free-form JSON.
import type { Localized } from '../../common/localized';
import type { SettingChoice, SettingGroup } from '../../common/settings/catalogue';

export type SettingType =
  | 'text'
  | 'email'
  | 'currency'
  | 'percent'
  | 'amount'
  | 'flag'
  | 'choice'
  | 'secret'
  | 'url-secret'
  | 'tile-url';

export interface SettingSpec {
  group: SettingGroup;
  type: SettingType;
  /** The label on the settings screen. */
  label: Localized;
  /** The accepted values of a `choice` setting, each with its label. */
  choices?: readonly SettingChoice[];
}

export const SETTINGS_CATALOGUE: Readonly<Record<string, SettingSpec>> = {
  app_name: { group: 'general', type: 'text', label: { en: 'Product name', ar: 'اسم المنتج' } },
  support_email: { group: 'contact', type: 'email', label: { en: 'Support email', ar: 'بريد الدعم' } },
  currency: { group: 'money', type: 'currency', label: { en: 'Currency', ar: 'العملة' } },
  vat_percent: { group: 'money', type: 'percent', label: { en: 'VAT (%)', ar: 'ضريبة القيمة المضافة (%)' } },
  referral_reward: { group: 'money', type: 'amount', label: { en: 'Referral reward', ar: 'مكافأة الإحالة' } },
  payout_minimum: { group: 'money', type: 'amount', label: { en: 'Payout minimum', ar: 'الحد الأدنى للسحب' } },
  'features.chat': { group: 'features', type: 'flag', label: { en: 'Chat', ar: 'المحادثة' } },
  'features.referrals': { group: 'features', type: 'flag', label: { en: 'Referrals', ar: 'الإحالات' } },
  // On, an admin holding an admin, role or settings permission uses those only once two-factor sign-in is
  // on for them (server/auth/two-factor-rule.ts); the rest of their permissions work meanwhile.
  'security.require_two_factor': {
    group: 'general',
    type: 'flag',
    label: {
      en: 'Require two-factor sign-in for admin, role and settings permissions',
      ar: 'اشتراط التحقق بخطوتين لصلاحيات المشرفين والأدوار والإعدادات',
    },
  },
  'integrations.push_key': {
    group: 'integrations',
    type: 'secret',
    label: { en: 'Push channel key', ar: 'مفتاح قناة الإشعارات' },
  },
  'integrations.push_cluster': {
    group: 'integrations',
    type: 'text',
    label: { en: 'Push channel cluster', ar: 'مجموعة خوادم قناة الإشعارات' },
  },
  'integrations.error_dsn': {
    group: 'integrations',
    type: 'url-secret',
    label: { en: 'Error-reporting DSN', ar: 'عنوان (DSN) الإبلاغ عن الأخطاء' },
  },
  'integrations.maps_key': { group: 'integrations', type: 'secret', label: { en: 'Maps key', ar: 'مفتاح الخرائط' } },
  // The map tiles of the address and area pages (server/settings/map.ts): an https URL template such as
  // https://tile.example/{z}/{x}/{y}.png. Unset or empty, no map is drawn and nothing is fetched from outside.
  'map.tile_url': {
    group: 'integrations',
    type: 'tile-url',
    label: { en: 'Map tile URL ({z}/{x}/{y})', ar: 'عنوان مربعات الخريطة ({z}/{x}/{y})' },
  },
  'map.attribution': {
    group: 'integrations',
    type: 'text',
    label: { en: 'Map attribution', ar: 'إسناد الخريطة' },
  },
  // The digits numbers and dates are written with in Arabic: Arabic-Indic (٠١٢) or Latin (012).
  // The first choice is the default.
  'display.arabic_digits': {
    group: 'general',
    type: 'choice',
    label: { en: 'Digits in Arabic', ar: 'الأرقام في العربية' },
    choices: [
      { value: 'arabic', label: { en: 'Arabic-Indic (٠١٢٣)', ar: 'هندية (٠١٢٣)' } },
      { value: 'latin', label: { en: 'Latin (0123)', ar: 'لاتينية (0123)' } },
    ],
  },
};

/**
 * A tile URL template: https (the admin's content policy loads no other images from outside), with the
 * zoom and tile column and row placeholders.
 */
export function isTileUrl(value: string): boolean {
  return (
    /^https:\/\//.test(value) &&
    URL.canParse(value.replace(/\{[a-z]\}/g, '0')) &&
    ['{z}', '{x}', '{y}'].every((part) => value.includes(part))
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 500;

/** Key names that say a value is a credential (a free-form key's only hint of what it holds). */
const SECRET_LOOKING_KEY =
  /(secret|passw(or)?d|passphrase|token|credential|api[_.-]?key|private[_.-]?key|access[_.-]?key|(^|[_.-])key$|dsn|cookie|signing[_.-]?key)/i;

/** Catalogue secrets, and free-form keys whose name looks like a credential's: both shown masked. */
export function isSecretSetting(key: string): boolean {
  const spec = SETTINGS_CATALOGUE[key];
  if (!spec) return SECRET_LOOKING_KEY.test(key);
  return spec.type === 'secret' || spec.type === 'url-secret';
}

/** How a secret shows: never in full, at most its last four characters. */
export function maskSecret(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return `••••••••${text.length > 8 ? text.slice(-4) : ''}`;
}

/** The message key of the value's problem for a known key, or null when it is fine (null clears). */
export function settingProblem(key: string, value: unknown): string | null {
  const spec = SETTINGS_CATALOGUE[key];
  if (!spec || value === null) return null;
  switch (spec.type) {
    case 'text':
    case 'secret':
      return typeof value === 'string' && value.length <= MAX_TEXT ? null : 'settings.invalid_text';
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) ? null : 'validation.email';
    case 'currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? null : 'settings.invalid_currency';
    case 'percent':
      return typeof value === 'number' && value >= 0 && value <= 100 ? null : 'settings.invalid_percent';
    case 'amount':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : 'settings.invalid_amount';
    case 'flag':
      return typeof value === 'boolean' ? null : 'settings.invalid_flag';
    case 'choice':
      return spec.choices?.some((choice) => choice.value === value) ? null : 'settings.invalid_choice';
    case 'tile-url':
      // Empty turns the map off.
      return typeof value === 'string' && value.length <= MAX_TEXT && (value === '' || isTileUrl(value))
        ? null
        : 'settings.invalid_tile_url';
    case 'url-secret':
      return typeof value === 'string' && URL.canParse(value) && /^https:\/\//.test(value)
        ? null
        : 'settings.invalid_url';
  }
}
