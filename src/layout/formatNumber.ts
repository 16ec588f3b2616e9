// Numbers in the interface language's digits (in Arabic, those the settings choose), as the dashboard shows them.
import { intlLocale } from '../providers/digits';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A badge's count in the language's digits, past `max` as 'max+' ('٩٩+'), like MUI's Badge does with figures. */
export function formatBadgeCount(count: number, language: string, max = 99): string {
  return count > max ? `${formatNumber(max, language)}+` : formatNumber(count, language);
}
