// The filters in force, as removable chips: shown in the folded Search Criteria's header, so a filter
// (one seeded from the URL too) never hides behind the fold, and one click removes it.
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHOW_TRASH, compactFilters } from '../listParams';
import type { FilterField, Filters, FilterValue, RangeField } from '../types';

interface ActiveFilterChipsProps {
  fields: FilterField[];
  rangeFields: RangeField[];
  applied: Filters;
  onSearch: (filters: Filters) => void;
}

/** A select's option labels for its values; other values as they are. */
function valueText(field: FilterField | undefined, value: FilterValue): string {
  const values = Array.isArray(value) ? value : [value];
  const labels = Object.entries(field?.options ?? {});
  return values
    .map((one) => labels.find(([, option]) => String(option) === String(one))?.[0] ?? String(one))
    .join(', ');
}

export function ActiveFilterChips({ fields, rangeFields, applied, onSearch }: ActiveFilterChipsProps) {
  const translate = useTranslate();
  const labelOf = (key: string): string => {
    if (key === SHOW_TRASH) return translate('list.search.show_trash');
    const field = fields.find((one) => one.name === key);
    if (field) return field.label;
    const range = /^(.*)_(from|to)$/.exec(key);
    const rangeField = range && rangeFields.find((one) => one.name === range[1]);
    return rangeField && range ? translate(`list.search.${range[2]}`, { field: rangeField.label }) : key;
  };
  const active = Object.entries(compactFilters(applied)).filter(([key, value]) => key !== SHOW_TRASH || value === true);
  if (active.length === 0) return null;
  return (
    <Stack component="ul" direction="row" aria-label={translate('list.search.active')} sx={chipListSx}>
      {active.map(([key, value]) => {
        const remove = () => {
          const { [key]: _removed, ...rest } = applied;
          onSearch(rest);
        };
        const text =
          key === SHOW_TRASH
            ? labelOf(key)
            : `${labelOf(key)}: ${valueText(
                fields.find((field) => field.name === key),
                value,
              )}`;
        return (
          <li key={key}>
            <Chip
              size="small"
              label={text}
              // A click anywhere on the chip, Enter, Delete or Backspace removes it; its name says so.
              onClick={remove}
              onDelete={remove}
              aria-label={translate('list.search.remove_filter', { filter: text })}
            />
          </li>
        );
      })}
    </Stack>
  );
}

const chipListSx = { flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, py: 0.5 } as const;
