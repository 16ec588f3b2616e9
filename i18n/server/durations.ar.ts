// Counted units inside server messages (Arabic): one text per plural form of server/search/plural.ts.
// They follow «بعد» (after), so the dual is in the genitive: ثانيتين.
/** حسب صيغة الجمع: صفر، واحد، اثنان، ٣–١٠، ١١–٩٩، ١٠٠ فأكثر. */
export const seconds: readonly string[] = [
  '%{count} ثانية',
  'ثانية واحدة',
  'ثانيتين',
  '%{count} ثوانٍ',
  '%{count} ثانية',
  '%{count} ثانية',
];
