// The list's own buttons beside its title: export and Add New. They live outside the Search Criteria so
// that folding the criteria away keeps them one click away.
import { memo } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import type { ExportFormat } from '../providers/dataProvider';

interface ListToolbarProps {
  onExport: (format: ExportFormat) => void;
  /** Present when Add New is allowed. */
  onAddNew?: () => void;
}

export const ListToolbar = memo(function ListToolbar({ onExport, onAddNew }: ListToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>
      <Button type="button" variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => onExport('excel')}>
        {translate('list.buttons.export_excel')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => onExport('pdf')}>
        {translate('list.buttons.export_pdf')}
      </Button>
      {onAddNew && (
        <Button type="button" variant="contained" startIcon={<AddIcon />} onClick={onAddNew}>
          {translate('list.buttons.add_new')}
        </Button>
      )}
    </Stack>
  );
});
