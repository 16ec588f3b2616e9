// The session pages' layout, the login page's look: the product's mark and name over a centred card with the language switch, a heading,
// an introduction, the page's content and its links underneath.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { SessionBrand } from './SessionBrand';

interface SessionCardProps {
  /** The page's message prefix: `<texts>.title` is the tab title, `<texts>.heading` the heading. */
  texts: string;
  /** Another heading's key under `texts` (a step of the page, e.g. `done`). */
  heading?: string;
  intro?: ReactNode;
  /** Shown above the heading (the lock screen's avatar). */
  header?: ReactNode;
  children: ReactNode;
  /** Links under the content. */
  footer?: ReactNode;
}

export const SessionCard = ({ texts, heading = 'heading', intro, header, children, footer }: SessionCardProps) => {
  const translate = useTranslate();
  useDocumentTitle(translate(`${texts}.title`));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <SessionBrand />
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          {header}
          <Typography component="h1" variant="h5">
            {translate(`${texts}.${heading}`)}
          </Typography>
          {intro ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {intro}
            </Typography>
          ) : null}
          {children}
          {footer ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mt: 1 }}>
              {footer}
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
