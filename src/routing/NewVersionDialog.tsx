// The update message over the whole page while it reloads for a failed chunk, or when that did not help:
// in the admin's language, with a Reload button. Its texts come with the first screen (the failing part
// may be the one holding the other messages), so it needs nothing more to load.
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import arabic from '../../i18n/appUpdate.ar';
import english from '../../i18n/appUpdate.en';
import { isRightToLeft, toLanguage } from '../providers/language';
import { newVersionState } from './newVersion';

export function NewVersionDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const state = useSyncExternalStore(newVersionState.subscribe, newVersionState.get);
  if (state === 'none') return null;
  const language = toLanguage(document.documentElement.lang);
  const texts = (language === 'ar' ? arabic : english).app_update;
  return (
    <Dialog
      open
      lang={language}
      dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
      aria-labelledby="new-version-title"
      aria-describedby="new-version-text"
    >
      <DialogTitle id="new-version-title">{texts.title}</DialogTitle>
      <DialogContent>
        {state === 'reloading' ? (
          <Typography id="new-version-text" role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={20} aria-hidden />
            {texts.reloading}
          </Typography>
        ) : (
          <Typography id="new-version-text">{texts.text}</Typography>
        )}
      </DialogContent>
      {state === 'failed' && (
        <DialogActions>
          <Button variant="contained" onClick={reload} autoFocus>
            {texts.reload}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
