// The frame of a create/edit page: title (also the tab title), back to the list, the loading state, and
// an aside beside the form (below it on narrow screens), as react-admin's Edit lays out its `aside`.
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { DirectionalIcon } from '../theme/DirectionalIcon';

interface FormFrameProps {
  title: string;
  /** The list under /default, e.g. `coupons`. */
  listPath: string;
  /** Shown instead of the form while the item loads. */
  loadingText: string | null;
  /** Beside the form from large screens up, below it on smaller ones. */
  aside?: ReactNode;
  children: ReactNode;
}

export function FormFrame({ title, listPath, loadingText, aside, children }: FormFrameProps) {
  const translate = useTranslate();
  const basename = useBasename();
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        py: 2,
        display: 'flex',
        flexDirection: { xs: 'column', lg: 'row' },
        alignItems: { xs: 'stretch', lg: 'flex-start' },
        gap: 2,
      }}
    >
      {/* Visible overflow: a card clips, which would keep the save bar from sticking to the window. */}
      <Card sx={{ overflow: 'visible', flex: 1, minWidth: 0 }}>
        <CardContent>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              mb: 3,
              flexWrap: 'wrap',
            }}
          >
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
            <Button
              component={RouterLink}
              to={`${basename}/${listPath}`}
              startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
            >
              {translate('forms.back')}
            </Button>
          </Box>
          {loadingText !== null ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{loadingText}</Typography>
            </Box>
          ) : (
            children
          )}
        </CardContent>
      </Card>
      {aside && <Box sx={{ width: { xs: '100%', lg: 380 }, flexShrink: 0 }}>{aside}</Box>}
    </Box>
  );
}
