// The product's words: one English word and one Arabic word for each concept, everywhere an admin reads it
// (menu, lists, forms, messages, model labels). `forbidden` lists the Arabic variants that must not appear;
// tests/i18n/glossary.test.ts scans the admin and server catalogues and the models' labels for them.
// A forbidden entry is matched as a whole word (Arabic letters around it make no match).

export interface GlossaryEntry {
  en: string;
  ar: string;
  /** Arabic words for the same concept that the product does not use. */
  forbidden: readonly string[];
  /** Why the word was chosen, where it is not obvious. */
  note?: string;
}

export const GLOSSARY = {
  admin: {
    en: 'admin',
    ar: 'مشرف',
    // "Super Admin" is المشرف العام; the person a chat is assigned to is an admin too.
    forbidden: ['مسؤول', 'المسؤول', 'المسؤولون', 'المسؤولين', 'مسؤولين', 'مدير', 'المدير', 'الأدمن'],
  },
  role: { en: 'role', ar: 'دور', forbidden: ['رتبة', 'الرتبة', 'رتب', 'الرتب'] },
  permission: { en: 'permission', ar: 'صلاحية', forbidden: ['إذن', 'الإذن', 'أذونات', 'الأذونات', 'تصريح', 'التصريح'] },
  member: {
    en: 'member',
    ar: 'عضو',
    note: 'The app\'s customers (the users model). مستخدم alone stays for "used" (مستخدم من قبل).',
    forbidden: ['المستخدم', 'المستخدمون', 'المستخدمين', 'للمستخدمين', 'مستخدمين', 'لكل مستخدم', 'مستخدم جديد'],
  },
  subscription: { en: 'subscription', ar: 'اشتراك', forbidden: ['عضوية', 'العضوية'] },
  programme: { en: 'programme', ar: 'برنامج', forbidden: ['بروجرام', 'البروجرام', 'بروغرام', 'البروغرام'] },
  commission: { en: 'commission', ar: 'عمولة', forbidden: ['سمسرة', 'السمسرة', 'عمالة'] },
  payout: {
    en: 'payout',
    ar: 'سحب',
    note: 'Payout requests are طلبات السحب and payout accounts حسابات السحب; الدفع stays for payments.',
    forbidden: ['حسابات الدفع', 'حساب الدفع', 'طلبات الدفع', 'طلبات الصرف', 'الصرف'],
  },
  coupon: { en: 'coupon', ar: 'كوبون', forbidden: ['قسيمة', 'القسيمة', 'قسائم', 'القسائم'] },
  discount: { en: 'discount', ar: 'خصم', forbidden: ['تخفيض', 'التخفيض', 'تخفيضات', 'التخفيضات'] },
  referral: { en: 'referral', ar: 'إحالة', forbidden: ['دعوة الأصدقاء', 'الترشيح'] },
} as const satisfies Record<string, GlossaryEntry>;

export type Concept = keyof typeof GLOSSARY;

const ARABIC_LETTER = '\\u0621-\\u064a\\u0671-\\u06d3';

/** A forbidden variant as a whole word: no Arabic letter just before or after it. */
export function variantPattern(variant: string): RegExp {
  return new RegExp(`(^|[^${ARABIC_LETTER}])${variant}(?=$|[^${ARABIC_LETTER}])`);
}

/** Each forbidden variant `text` holds, with its concept. */
export function forbiddenIn(text: string): Array<{ concept: Concept; variant: string }> {
  const found: Array<{ concept: Concept; variant: string }> = [];
  for (const [concept, entry] of Object.entries(GLOSSARY) as Array<[Concept, GlossaryEntry]>) {
    for (const variant of entry.forbidden) if (variantPattern(variant).test(text)) found.push({ concept, variant });
  }
  return found;
}
