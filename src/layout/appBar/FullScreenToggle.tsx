// Enters or leaves full screen (spec 2.3). Not shown where the browser does not allow it.
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFullscreen } from './useFullscreen';

export const FullScreenToggle = () => {
  const translate = useTranslate();
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  const label = translate(active ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
