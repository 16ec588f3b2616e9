// What the server accepts as a profile image (docs/api.md), checked before sending.
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_IMAGE_MEGABYTES = 2;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;

/** The message key of what is wrong with `file`, or null when it can be sent. */
export function imageProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'shell.profile.image_type';
  if (file.size > MAX_IMAGE_BYTES) return 'shell.profile.image_too_large';
  return null;
}
