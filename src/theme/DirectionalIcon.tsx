// An icon that points along the reading direction (arrows, chevrons): mirrored in right-to-left.
// The RTL style plugin cannot do it: it flips left/right properties, not the drawing itself.
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';

export const DirectionalIcon = ({ icon: Icon, sx, ...props }: SvgIconProps & { icon: SvgIconComponent }) => {
  const theme = useTheme();
  const mirrored = theme.direction === 'rtl';
  return <Icon {...props} sx={[mirrored && { transform: 'scaleX(-1)' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
};
