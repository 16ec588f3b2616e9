// A notice with its buttons (retry, download, dismiss) in the alert's action slot, in the alert's colour.
// With an action, the alert draws no close button of its own.
import type { ReactNode } from 'react';
import { Alert, type AlertColor, Button } from '@mui/material';

export interface AlertAction {
  label: string;
  onClick(): void;
}

interface ActionAlertProps {
  severity: AlertColor;
  actions: readonly AlertAction[];
  children: ReactNode;
}

export function ActionAlert({ severity, actions, children }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      action={actions.map(({ label, onClick }) => (
        <Button key={label} color="inherit" size="small" onClick={onClick}>
          {label}
        </Button>
      ))}
    >
      {children}
    </Alert>
  );
}
