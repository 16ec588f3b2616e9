// A record's next steps above its sections (cancel or extend a subscription, approve or reject a payout):
// a step that ends or refuses is outlined in the error colour, the others are filled. Nothing when none.
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface DetailsAction {
  key: string;
  label: string;
  /** Ends or refuses (cancel, reject). */
  destructive: boolean;
  /** A page of its own (a form), or else what a click does. */
  to?: string;
  onClick?: () => void;
}

export function DetailsActions({ actions }: { actions: readonly DetailsAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map(({ key, label, destructive, to, onClick }) => {
        const look = {
          variant: destructive ? 'outlined' : 'contained',
          color: destructive ? 'error' : 'primary',
        } as const;
        return to ? (
          <Button key={key} {...look} component={RouterLink} to={to}>
            {label}
          </Button>
        ) : (
          <Button key={key} {...look} onClick={onClick}>
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
