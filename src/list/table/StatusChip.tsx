// A status cell: a coloured chip, styled by its table or details list (resultsSx.ts); the value
// 'expired' is shown as an alert.
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { StatusValue } from '../types';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
const CHIP_COLORS = new Set<string>(['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning']);

/** Colour names other backends use for the same states. */
const COLOR_ALIASES: Record<string, ChipColor> = {
  red: 'error',
  danger: 'error',
  green: 'success',
  orange: 'warning',
  yellow: 'warning',
  blue: 'info',
  grey: 'default',
  gray: 'default',
};

function chipColor(color: string | undefined): ChipColor {
  if (!color) return 'default';
  const lower = color.toLowerCase();
  if (CHIP_COLORS.has(lower)) return lower as ChipColor;
  return COLOR_ALIASES[lower] ?? 'default';
}

export function isStatusValue(value: unknown): value is StatusValue {
  return typeof value === 'object' && value !== null && 'label' in value && 'value' in value && !('route' in value);
}

/** A plain function, not a component: a page draws up to 150 of them, and none holds state. */
export function statusChip(status: StatusValue) {
  if (String(status.value).toLowerCase() === 'expired') {
    return (
      <span className="status-chip" data-color="error" data-alert="true">
        <ReportProblemIcon data-testid="status-alert-icon" />
        {status.label}
      </span>
    );
  }
  return (
    <span className="status-chip" data-color={chipColor(status.color)}>
      {status.label}
    </span>
  );
}
