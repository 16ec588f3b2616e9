// The session forms' submit button: disabled with a spinner while the request runs. `texts` is the page's
// message prefix: its `submit` and `submitting` texts are the two labels.
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SubmitButton = ({ busy, texts }: { busy: boolean; texts: string }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {translate(busy ? `${texts}.submitting` : `${texts}.submit`)}
    </Button>
  );
};
