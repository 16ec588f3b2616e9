// A card whose body folds away behind a labelled toggle in its header.
import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Collapse, IconButton, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface CollapsibleCardProps {
  title: string;
  toggleLabel: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function CollapsibleCard({ title, toggleLabel, defaultOpen = true, children }: CollapsibleCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton
          onClick={() => setOpen((value) => !value)}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={bodyId}
        >
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
      </Box>
      <Collapse in={open} id={bodyId}>
        <CardContent>{children}</CardContent>
      </Collapse>
    </Card>
  );
}
