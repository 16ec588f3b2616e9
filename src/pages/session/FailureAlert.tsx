// The message of a failed request, above the form (the field messages sit under their fields).
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const FailureAlert = ({ message, action }: { message: string | null; action?: ReactNode }) => {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {translate(message, { _: message })}
      {action ? <div>{action}</div> : null}
    </Alert>
  );
};
