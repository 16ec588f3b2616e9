// The pager under the results: memoised on plain values, so a new page of rows arriving does not redraw
// it. Redrawn, MUI's page buttons update their open tooltip's position, which forces the browser to lay
// out the freshly changed 150-row table in the middle of the commit.
import { memo } from 'react';
import { Box, TablePagination } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../common/constants';
import { formatNumber } from '../format';
import { formatEstimate } from '../summary/estimate';

/** MUI's count for "not known": the next button stays enabled. */
export const UNKNOWN_COUNT = -1;

interface ResultsPaginationProps {
  /** The pager's count: the total, or UNKNOWN_COUNT while an estimated list's pages come back full. */
  count: number;
  /** The list's total, shown ("about …") when the count is unknown. */
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  /** Keep its identity across renders. */
  onPageChange: (page: number) => void;
  /** Keep its identity across renders. */
  onPerPageChange: (perPage: number) => void;
}

export const ResultsPagination = memo(function ResultsPagination(props: ResultsPaginationProps) {
  const { count, total, page, perPage } = props;
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <TablePagination
        component="div"
        count={count}
        page={Math.max(0, page - 1)}
        rowsPerPage={perPage}
        // The page counter and sizes in the language's digits (Arabic-Indic in Arabic).
        rowsPerPageOptions={PAGE_SIZES.map((size) => ({ value: size, label: formatNumber(size, locale) }))}
        onPageChange={(_event, zeroBased) => props.onPageChange(zeroBased + 1)}
        onRowsPerPageChange={(event) => props.onPerPageChange(Number(event.target.value))}
        labelRowsPerPage={translate('list.table.rows_per_page')}
        labelDisplayedRows={({ from, to, count: shownCount }) =>
          shownCount === UNKNOWN_COUNT
            ? translate('list.estimate.displayed_rows', {
                from: formatNumber(from, locale),
                to: formatNumber(to, locale),
                count: formatEstimate(total, locale),
              })
            : translate('list.table.displayed_rows', {
                from: formatNumber(from, locale),
                to: formatNumber(to, locale),
                count: formatNumber(shownCount, locale),
              })
        }
        getItemAriaLabel={(type) => translate(`list.table.page_${type}`)}
      />
    </Box>
  );
});
