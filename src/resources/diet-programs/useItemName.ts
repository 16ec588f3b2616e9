// What a food or meal is called in the screen's language, read from the form when asked (so the name just
// typed counts); one without a name yet is called by its position.
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatNumber } from '../../layout/formatNumber';

export function useItemName(kind: 'food' | 'meal') {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { getValues } = useFormContext();
  return (path: string, index: number): string => {
    const item = getValues(path) as { name_en?: string; name_ar?: string } | undefined;
    const name = (locale === 'ar' ? item?.name_ar || item?.name_en : item?.name_en || item?.name_ar)?.trim();
    return name || translate(`meal_plan.unnamed_${kind}`, { position: formatNumber(index + 1, locale) });
  };
}
