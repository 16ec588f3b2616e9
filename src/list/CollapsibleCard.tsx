// A card whose body folds away behind a labelled toggle in its header. Open or not is the caller's
// (remembered per model, see panelState.ts); `summary` shows in the header while folded.
import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Collapse, IconButton, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface CollapsibleCardProps {
  title: string;
  toggleLabel: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Shown in the header while the body is folded (the active filters, say). */
  summary?: ReactNode;
  /** Drop the body while folded (a chart costs its drawing even when hidden). */
  unmountWhenFolded?: boolean;
  children: ReactNode;
}

export function CollapsibleCard({
  title,
  toggleLabel,
  open,
  onToggle,
  summary,
  unmountWhenFolded = false,
  children,
}: CollapsibleCardProps) {
  const bodyId = useId();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: open ? 2 : 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: open ? 0 : 0.25, pt: open ? 1 : 0.25 }}>
        <Typography
          id={titleId}
          variant={open ? 'h6' : 'subtitle1'}
          component="h2"
          sx={{ flexShrink: 0, fontWeight: open ? undefined : 500 }}
        >
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{!open && summary}</Box>
        <IconButton
          onClick={() => onToggle(!open)}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={bodyId}
          size={open ? 'medium' : 'small'}
        >
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
      </Box>
      <Collapse in={open} id={bodyId} unmountOnExit={unmountWhenFolded}>
        <CardContent>{children}</CardContent>
      </Collapse>
    </Card>
  );
}
