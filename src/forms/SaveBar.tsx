// The form's Save button ('Saving…' while the request runs), at the end of the form.
import { forwardRef } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const SaveBar = forwardRef<HTMLButtonElement>(function SaveBar(_props, ref) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button ref={ref} type="submit" variant="contained" disabled={isSubmitting}>
        {translate(isSubmitting ? 'forms.saving' : 'forms.save')}
      </Button>
    </Box>
  );
});
