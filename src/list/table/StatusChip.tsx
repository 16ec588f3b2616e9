// A status cell: a coloured chip; the value 'expired' is shown as an alert.
import { Chip, type ChipProps } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { StatusValue } from '../types';

const CHIP_COLORS = new Set(['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning']);

/** Colour names other backends use for the same states. */
const COLOR_ALIASES: Record<string, ChipProps['color']> = {
  red: 'error',
  danger: 'error',
  green: 'success',
  orange: 'warning',
  yellow: 'warning',
  blue: 'info',
  grey: 'default',
  gray: 'default',
};

function chipColor(color: string | undefined): ChipProps['color'] {
  if (!color) return 'default';
  const lower = color.toLowerCase();
  if (CHIP_COLORS.has(lower)) return lower as ChipProps['color'];
  return COLOR_ALIASES[lower] ?? 'default';
}

export function isStatusValue(value: unknown): value is StatusValue {
  return typeof value === 'object' && value !== null && 'label' in value && 'value' in value && !('route' in value);
}

export function StatusChip({ status }: { status: StatusValue }) {
  if (String(status.value).toLowerCase() === 'expired') {
    return (
      <Chip
        size="small"
        color="error"
        variant="filled"
        icon={<ReportProblemIcon data-testid="status-alert-icon" />}
        label={status.label}
        data-alert="true"
      />
    );
  }
  return <Chip size="small" color={chipColor(status.color)} label={status.label} />;
}
