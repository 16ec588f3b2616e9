// The frame of a create/edit page: title (also the tab title), back to the list, and the loading state.
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
  children: ReactNode;
}

export function FormFrame({ title, listPath, loadingText, children }: FormFrameProps) {
  const translate = useTranslate();
  const basename = useBasename();
  useDocumentTitle(title);
  return (
    <Box sx={{ py: 2 }}>
      {/* Visible overflow: a card clips, which would keep the save bar from sticking to the window. */}
      <Card sx={{ overflow: 'visible' }}>
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
    </Box>
  );
}
