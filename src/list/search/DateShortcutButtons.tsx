// Quick date filters: Today's, Tomorrow's, Current Week's … Requests.
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_SHORTCUTS, dateShortcutRange, type DateRange } from '../dateShortcuts';

interface DateShortcutButtonsProps {
  onPick: (range: DateRange) => void;
}

export function DateShortcutButtons({ onPick }: DateShortcutButtonsProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('list.shortcuts.label')}
      sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      {DATE_SHORTCUTS.map((shortcut) => (
        <Button key={shortcut} variant="outlined" size="small" onClick={() => onPick(dateShortcutRange(shortcut))}>
          {translate(`list.shortcuts.${shortcut}`)}
        </Button>
      ))}
    </Stack>
  );
}
