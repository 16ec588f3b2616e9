// A status cell: a chip in its state's tone (one of the palette's 11 colours, given by the server or
// derived from its colour name), styled by its table or details list (resultsSx.ts); the value
// 'expired' is shown as an alert.
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { TONE_OF_COLOR, isStatusTone, type StatusTone } from '../../../common/models/statusTones';
import type { StatusValue } from '../types';

function toneOf(status: StatusValue): StatusTone {
  if (isStatusTone(status.tone)) return status.tone;
  return TONE_OF_COLOR[(status.color ?? 'default').toLowerCase()] ?? 'grey';
}

export function isStatusValue(value: unknown): value is StatusValue {
  return typeof value === 'object' && value !== null && 'label' in value && 'value' in value && !('route' in value);
}

/** A plain function, not a component: a page draws up to 150 of them, and none holds state. */
export function statusChip(status: StatusValue) {
  if (String(status.value).toLowerCase() === 'expired') {
    return (
      <span className="status-chip" data-tone="red" data-alert="true">
        <ReportProblemIcon data-testid="status-alert-icon" />
        {status.label}
      </span>
    );
  }
  return (
    <span className="status-chip" data-tone={toneOf(status)}>
      {status.label}
    </span>
  );
}
