// Where an admin's image is shown from, and the bundled picture used when there is none.
import { apiUrl } from '../../providers/http';
import defaultAvatar from './default-avatar.svg';

export const DEFAULT_AVATAR: string = defaultAvatar;

/** The API answers `/uploads/<name>` paths: they live on the API's host, which may not be this one. */
export function avatarUrl(image: string | null | undefined): string {
  if (!image) return DEFAULT_AVATAR;
  try {
    return new URL(image, apiUrl('')).href;
  } catch {
    return DEFAULT_AVATAR;
  }
}

export function displayName(user: { first_name?: string; last_name?: string } | null | undefined): string {
  return [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
}
