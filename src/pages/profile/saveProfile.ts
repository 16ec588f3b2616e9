// POST admins/my-profile (docs/api.md): JSON, or multipart when a new image is sent. A changed password
// revokes every token and answers a fresh one, which becomes the stored access_token.
import { request } from '../../providers/http';
import { accessToken } from '../../providers/session';
import { rememberProfile, setProfile, type Profile } from '../../layout/user/profileStore';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  password_confirmation?: string;
  current_password?: string;
}

/** The image as the form holds it: unchanged, a newly chosen file, or removed. */
export type ImageChoice = { kind: 'current' } | { kind: 'new'; file: File } | { kind: 'removed' };

export async function saveProfile(values: ProfileValues, image: ImageChoice): Promise<Profile> {
  const data: Record<string, unknown> = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  // Empty password fields mean "keep the password": they are not sent.
  if (values.password) {
    data.password = values.password;
    data.password_confirmation = values.password_confirmation ?? '';
  }
  if (values.current_password) data.current_password = values.current_password;
  if (image.kind === 'removed') data.image = null;

  const { data: answer } = await request<Profile & { token?: string }>('admins/my-profile', {
    method: 'post',
    data,
    files: image.kind === 'new' ? { image: image.file } : undefined,
  });
  const { token, ...profile } = answer;
  rememberProfile(profile, token ?? accessToken());
  // The user block shows the new name and picture at once.
  setProfile(profile);
  return profile;
}
