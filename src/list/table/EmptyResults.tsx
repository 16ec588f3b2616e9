// What an empty results table says: with filters applied, that nothing matches them and the way to
// clear them; without, that there is nothing yet (instead of one grey "No results found" line).
import { Box, Button, Typography } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';

export function EmptyResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate(filtered ? 'list.empty_state.filtered' : 'list.empty_state.none')}
      </Typography>
      {filtered && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('list.empty_state.filtered_hint')}
          </Typography>
          <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={onClear} sx={{ mt: 1 }}>
            {translate('list.empty_state.clear')}
          </Button>
        </>
      )}
    </Box>
  );
}
