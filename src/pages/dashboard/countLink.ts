// Where a dashboard count leads: its model's list with the filters that show the rows it counts, in the
// list's own URL format (src/list/listParams.ts), so the list opens already filtered.
import { DEFAULT_PAGE_SIZE } from '../../../common/constants';
import { toSearchParams } from '../../list/listParams';
import type { CountLink } from './useDashboardCards';

/** `basename`: react-admin's (`/default`). */
export function countListPath(basename: string, { model, filters }: CountLink): string {
  const search = toSearchParams({ filters, page: 1, perPage: DEFAULT_PAGE_SIZE, sort: null }).toString();
  return `${basename}/${model}${search ? `?${search}` : ''}`;
}
