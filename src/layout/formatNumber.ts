// Numbers in the interface language's digits (in Arabic, those the settings choose), as the dashboard shows them.
import { intlLocale } from '../providers/digits';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
