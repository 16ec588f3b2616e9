// A page with a heading, one sentence and a way back: forms not built yet, pages not available.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';

interface MessagePageProps {
  /** Message keys of the heading and the sentence. */
  titleKey: string;
  textKey: string;
  backTo?: string;
}

export function MessagePage({ titleKey, textKey, backTo }: MessagePageProps) {
  const translate = useTranslate();
  const title = translate(titleKey);
  useDocumentTitle(title);
  return (
    <Box sx={{ py: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography>{translate(textKey)}</Typography>
          {backTo && (
            <Button component={RouterLink} to={backTo} sx={{ mt: 2 }}>
              {translate('list.details.back')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export const NotAvailablePage = () => (
  <MessagePage titleKey="list.not_available.title" textKey="list.not_available.text" />
);
