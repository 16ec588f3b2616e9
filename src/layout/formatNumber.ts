// Numbers in the interface language's digits (Arabic-Indic in Arabic), as the dashboard shows them.
const NUMBER_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar-EG' };

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language] ?? language).format(value);
}
