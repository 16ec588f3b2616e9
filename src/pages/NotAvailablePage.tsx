// Every address under /default without a screen (react-admin's catch-all): a menu entry whose screen
// is not built yet says so by name; any other address is a plain "page not found". Never blank.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH } from '../config';
import { findMenuItem } from '../menu/menuFilters';
import { useMenuItemTitle } from '../menu/titles';
import { useMenu } from '../menu/useMenu';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { DirectionalIcon } from '../theme/DirectionalIcon';

const NotAvailablePage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const titleOf = useMenuItemTitle();
  const item = findMenuItem(useMenu(), pathname);
  const title = item
    ? translate('shell.not_available.title', { title: titleOf(item) })
    : translate('shell.not_available.unknown_title');
  const Icon = item ? ConstructionIcon : SearchOffIcon;
  useDocumentTitle(title);

  return (
    <Box sx={{ py: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Icon color="primary" fontSize="large" aria-hidden />
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
          </Box>
          <Typography>{translate(item ? 'shell.not_available.text' : 'shell.not_available.unknown_text')}</Typography>
          <Button
            component={RouterLink}
            to={DASHBOARD_PATH}
            variant="outlined"
            startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
          >
            {translate('shell.not_available.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default NotAvailablePage;
