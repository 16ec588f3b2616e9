// What a rich-text field will look like where it is shown: its sanitised HTML in the field's own
// direction and language (an Arabic body reads right to left even in the English admin).
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isBlankHtml, sanitizeHtml } from '../list/sanitizeHtml';

interface RichTextPreviewProps {
  source: string;
  label: string;
  dir?: 'ltr' | 'rtl';
}

export function RichTextPreview({ source, label, dir }: RichTextPreviewProps) {
  const translate = useTranslate();
  const value = useWatch({ name: source });
  const html = sanitizeHtml(typeof value === 'string' ? value : '');
  const headingId = `${source}-preview`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
        {translate('forms.preview.title', { field: label })}
      </Typography>
      {isBlankHtml(html) ? (
        <Typography color="text.secondary">{translate('forms.preview.empty')}</Typography>
      ) : (
        <Box
          dir={dir}
          lang={dir === 'rtl' ? 'ar' : dir === 'ltr' ? 'en' : undefined}
          data-testid={headingId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Box>
  );
}
