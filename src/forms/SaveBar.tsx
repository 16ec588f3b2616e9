// The form's Save button ('Saving…' while the request runs), at the end of every form in the same
// place; on a long form it stays at the bottom of the window (sticky) so Save is always in reach.
import { forwardRef } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { SAVE_BAR_HEIGHT } from '../layout/dimensions';

export const SaveBar = forwardRef<HTMLButtonElement>(function SaveBar(_props, ref) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box
      className="save-bar"
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        minHeight: SAVE_BAR_HEIGHT,
        mx: -2,
        px: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button ref={ref} type="submit" variant="contained" disabled={isSubmitting}>
        {translate(isSubmitting ? 'forms.saving' : 'forms.save')}
      </Button>
    </Box>
  );
});
