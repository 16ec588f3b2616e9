// The session forms' submit button: disabled with a spinner while the request runs.
import { Button, CircularProgress } from '@mui/material';

export const SubmitButton = ({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) => (
  <Button
    type="submit"
    variant="contained"
    fullWidth
    disabled={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    sx={{ mt: 1 }}
  >
    {busy ? busyLabel : label}
  </Button>
);
