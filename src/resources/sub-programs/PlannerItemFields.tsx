// The labelled fields of one planner item while it is edited: sets, reps, duration and rest, the times with
// their unit beside the number. Numbers are written in the screen's digits (Arabic-Indic or Latin, as the
// display setting says) and read from either, so a screen never mixes the two.
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlanItem } from '../../../common/programmes/plan';
import { planNumber } from './planNumber';

type NumberField = 'sets' | 'reps' | 'duration_seconds' | 'rest_seconds';

// Each field's message under planner.fields, whether it counts seconds, and the save's maximum for it
// (server/programmes/plan-schema.ts), so a typed number never gets the plan refused.
const FIELDS: ReadonlyArray<{ name: NumberField; label: string; seconds: boolean; max: number }> = [
  { name: 'sets', label: 'sets', seconds: false, max: 100 },
  { name: 'reps', label: 'reps', seconds: false, max: 1000 },
  { name: 'duration_seconds', label: 'duration', seconds: true, max: 36_000 },
  { name: 'rest_seconds', label: 'rest', seconds: true, max: 3600 },
];

/** Latin digits of what was typed, Arabic-Indic (٠–٩) and Persian (۰–۹) digits included; null when empty. */
export function typedNumber(value: string, max: number): number | null {
  const latin = value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  const digits = latin.replace(/\D/g, '');
  return digits === '' ? null : Math.min(max, Number(digits));
}

interface Props {
  item: PlanItem;
  /** The item's name, for the group's label. */
  label: string;
  language: 'en' | 'ar';
  onChange(change: Partial<PlanItem>): void;
}

export function PlannerItemFields({ item, label, language, onChange }: Props) {
  const translate = useTranslate();
  const unit = translate('planner.seconds_unit');
  return (
    <Box
      role="group"
      aria-label={translate('planner.numbers_of', { item: label })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1, width: '100%' }}
    >
      {FIELDS.map(({ name, label: field, seconds, max }) => (
        <TextField
          key={name}
          size="small"
          label={translate(`planner.fields.${field}`)}
          value={item[name] === null ? '' : planNumber(item[name], language)}
          onChange={(event) => onChange({ [name]: typedNumber(event.target.value, max) })}
          // Wide enough for the largest number the field takes and its unit.
          sx={{ width: seconds ? '13ch' : '11ch' }}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: seconds ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
          }}
        />
      ))}
    </Box>
  );
}
