// The admin's picture, or the default one when there is none or it cannot be loaded.
import { Avatar, type SxProps, type Theme } from '@mui/material';
import { avatarUrl, DEFAULT_AVATAR } from './avatar';

interface UserAvatarProps {
  image: string | null | undefined;
  /** Empty when the name is written next to the picture. */
  alt?: string;
  size?: number;
  sx?: SxProps<Theme>;
}

export const UserAvatar = ({ image, alt = '', size = 40, sx }: UserAvatarProps) => (
  <Avatar src={avatarUrl(image)} alt={alt} sx={[{ width: size, height: size }, ...(Array.isArray(sx) ? sx : [sx])]}>
    <img src={DEFAULT_AVATAR} alt={alt} width={size} height={size} />
  </Avatar>
);
