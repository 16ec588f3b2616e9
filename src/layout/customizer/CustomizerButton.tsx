// Opens the theme customizer.
import PaletteIcon from '@mui/icons-material/Palette';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShellUi } from '../ShellUiContext';

export const CustomizerButton = () => {
  const translate = useTranslate();
  const { customizerOpen, setCustomizerOpen } = useShellUi();
  const label = translate('shell.customizer.open');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        data-tour="theme-customizer"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={customizerOpen}
        onClick={() => setCustomizerOpen(true)}
      >
        <PaletteIcon />
      </IconButton>
    </Tooltip>
  );
};
