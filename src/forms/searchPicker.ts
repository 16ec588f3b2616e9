// The calls behind the forms' pickers, through the one request helper; quiet: a failed picker is only
// logged (spec 8).
import { request } from '../providers/http';

export interface PickerChoice {
  id: number;
  label: string;
  /** Extra text the choice is also found by (e.g. an e-mail). */
  detail?: string;
}

/** A list cell or picker label as text: plain values, or the label of a link cell. */
export function cellText(cell: unknown): string {
  if (cell && typeof cell === 'object' && 'label' in cell) return String((cell as { label: unknown }).label ?? '');
  return cell === null || cell === undefined ? '' : String(cell);
}

/** Rows of `model` matching `query` through the search picker, plus the selected ids. */
export async function searchPickerChoices(
  model: string,
  query: string,
  selected: readonly number[],
  signal?: AbortSignal,
): Promise<PickerChoice[]> {
  const { data } = await request<Record<string, unknown>>('search-picker', {
    method: 'post',
    data: {
      model,
      direct: true,
      query,
      alldata: 0,
      multiple: true,
      ...(selected.length > 0 ? { value: [...selected] } : {}),
    },
    signal,
    quiet: true,
  });
  return Object.entries(data ?? {}).map(([id, label]) => ({ id: Number(id), label: cellText(label) }));
}
