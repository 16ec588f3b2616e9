// A titled section of a details page (a card with an h2), as the record and notes sections are.
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
