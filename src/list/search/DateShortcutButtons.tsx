// Quick date filters named after the list's model: Today's payout requests, Tomorrow's … Next month's.
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_SHORTCUTS, dateShortcutRange, type DateRange } from '../dateShortcuts';

interface DateShortcutButtonsProps {
  onPick: (range: DateRange) => void;
  /** The model's name as its list is titled (e.g. "Payout Requests"); without it, the generic "Requests". */
  modelTitle?: string;
}

/** A model's title inside a sentence: words in lower case, acronyms (FAQs) kept. */
export function inSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (/^[A-Z]{2,}/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

export function DateShortcutButtons({ onPick, modelTitle }: DateShortcutButtonsProps) {
  const translate = useTranslate();
  const name = (shortcut: string) =>
    modelTitle
      ? translate(`date_shortcuts.${shortcut}`, { model: inSentence(modelTitle) })
      : translate(`list.shortcuts.${shortcut}`);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('list.shortcuts.label')}
      sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      {DATE_SHORTCUTS.map((shortcut) => (
        <Button key={shortcut} variant="outlined" size="small" onClick={() => onPick(dateShortcutRange(shortcut))}>
          {name(shortcut)}
        </Button>
      ))}
    </Stack>
  );
}
