// The connection's state as a small chip: live, connecting, or offline (new messages then come on reconnect).
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveState } from './useLiveChannel';

const COLORS = { connected: 'success', connecting: 'default', unavailable: 'warning', offline: 'warning' } as const;

export function LiveIndicator({ state }: { state: LiveState }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={translate(`chat.live.${state}`)}
      role="status"
      aria-label={translate('chat.live.label')}
      aria-live="polite"
    />
  );
}
