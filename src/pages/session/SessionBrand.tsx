// The product's mark, name and one line about it, above every session page's card (the login page
// first), in the page's language.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProductMark } from '../../components/ProductMark';

export function SessionBrand() {
  const translate = useTranslate();
  return (
    <Box data-testid="session-brand" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <ProductMark color="primary" sx={{ fontSize: 48 }} />
      <Box>
        <Typography component="p" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {translate('session.brand.name')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('session.brand.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}
