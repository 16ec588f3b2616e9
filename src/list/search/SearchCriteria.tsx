// The collapsible Search Criteria panel: one filter per server field, From/To ranges, Show Trash,
// Search and Reset; folded, its header shows the filters in force as removable chips. Edits stay in a
// draft until Search (or a quick date filter) applies them. Export and Add New are the list toolbar's.
import { memo, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import { SHOW_TRASH, normalizeFilters } from '../listParams';
import type { FilterField, Filters, FilterValue, RangeField } from '../types';
import type { DateRange } from '../dateShortcuts';
import { usePanelOpen } from '../panelState';
import { ActiveFilterChips } from './ActiveFilterChips';
import { DateShortcutButtons } from './DateShortcutButtons';
import { SelectFilter, type OptionSearch } from './SelectFilter';
import { TextFilter } from './TextFilter';

interface SearchCriteriaProps {
  /** The model, whose list remembers whether the panel is open. */
  model: string;
  fields: FilterField[];
  rangeFields: RangeField[];
  /** The filters the list currently shows (from the URL). */
  applied: Filters;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  /** Present when the quick date filters are on: the range field they fill. */
  dateShortcutField?: string;
  optionSearch: (field: FilterField) => OptionSearch | undefined;
  /** The list's title (the model's name), which names the quick date filters. */
  modelTitle?: string;
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** A day range in the format of the field's input (datetime-local for timestamps). */
function rangeValues(range: DateRange, fieldType: string | undefined): [string, string] {
  if (fieldType === 'timestamp' || fieldType === 'datetime') return [`${range.from}T00:00`, `${range.to}T23:59`];
  return [range.from, range.to];
}

/** Memoised: a new page of results leaves it alone while its props keep their identity. */
export const SearchCriteria = memo(function SearchCriteria(props: SearchCriteriaProps) {
  const { model, fields, rangeFields, applied, onSearch, onReset, dateShortcutField, optionSearch, modelTitle } = props;
  const translate = useTranslate();
  const [open, setOpen] = usePanelOpen(model, 'search');
  const [draft, setDraft] = useState<Filters>(() => normalizeFilters(applied, fields));

  // Follow the URL (back/forward, links) and give URL values their field's shape once fields are known.
  const appliedKey = JSON.stringify(applied);
  const fieldsKey = fields.map((field) => `${field.name}:${field.type}:${field.multiple}`).join();
  useEffect(() => {
    setDraft(normalizeFilters(applied, fields));
  }, [appliedKey, fieldsKey]);

  const set = (name: string, value: FilterValue) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  const reset = () => {
    setDraft({});
    onReset();
  };

  const toggleTrash = (checked: boolean) => {
    const next = { ...draft, [SHOW_TRASH]: checked };
    setDraft(next);
    onSearch(next);
  };

  const pickDates = (range: DateRange) => {
    if (!dateShortcutField) return;
    const fieldType = rangeFields.find((field) => field.name === dateShortcutField)?.type;
    const [from, to] = rangeValues(range, fieldType);
    const next = { ...draft, [`${dateShortcutField}_from`]: from, [`${dateShortcutField}_to`]: to };
    setDraft(next);
    onSearch(next);
  };

  return (
    <CollapsibleCard
      title={translate('list.search.title')}
      toggleLabel={translate('list.search.toggle')}
      open={open}
      onToggle={setOpen}
      summary={<ActiveFilterChips fields={fields} rangeFields={rangeFields} applied={applied} onSearch={onSearch} />}
    >
      <Box component="form" role="search" aria-label={translate('list.search.title')} onSubmit={submit} noValidate>
        <Box sx={gridSx}>
          {fields.map((field) =>
            field.type === 'select' ? (
              <SelectFilter
                key={field.name}
                field={field}
                value={draft[field.name]}
                onChange={(value) => set(field.name, value)}
                search={field.remote ? optionSearch(field) : undefined}
              />
            ) : (
              <TextFilter
                key={field.name}
                name={field.name}
                label={field.label}
                fieldType={field.type}
                value={draft[field.name]}
                onChange={(value) => set(field.name, value)}
              />
            ),
          )}
          {rangeFields.flatMap((field) =>
            (['from', 'to'] as const).map((end) => (
              <TextFilter
                key={`${field.name}_${end}`}
                name={`${field.name}_${end}`}
                label={translate(`list.search.${end}`, { field: field.label })}
                fieldType={field.type}
                value={draft[`${field.name}_${end}`]}
                onChange={(value) => set(`${field.name}_${end}`, value)}
              />
            )),
          )}
          <FormControlLabel
            control={
              <Switch
                name={SHOW_TRASH}
                checked={draft[SHOW_TRASH] === true}
                onChange={(event) => toggleTrash(event.target.checked)}
              />
            }
            label={translate('list.search.show_trash')}
          />
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('list.buttons.search')}
          </Button>
          <Button type="button" variant="outlined" startIcon={<RestartAltIcon />} onClick={reset}>
            {translate('list.buttons.reset')}
          </Button>
        </Stack>
        {dateShortcutField && <DateShortcutButtons onPick={pickDates} modelTitle={modelTitle} />}
      </Box>
    </CollapsibleCard>
  );
});
