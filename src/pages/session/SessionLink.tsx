// A link to another page of the site, in the session pages' style (keyboard and screen-reader friendly).
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const SessionLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to} variant="body2" underline="hover">
    {children}
  </Link>
);
