// The product's mark (the dumbbell of the favicon), drawn inline so it follows the theme's colour.
import { SvgIcon, type SvgIconProps } from '@mui/material';

export function ProductMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 32 32" aria-hidden {...props}>
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M8 13h3v6H8zm13 0h3v6h-3zM11 15h10v2H11z" fill="#fff" />
    </SvgIcon>
  );
}
