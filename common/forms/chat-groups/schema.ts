// The chat group form's body (spec 7.5 `chatgroup/store`, `chatgroup/update/{id}`): names in both
// languages, a picture, the programme, the members and the admins who answer, enabled and read-only.
import { z } from 'zod';
import { each, flagInput, idInput, idListInput, textInput } from '../body';

export const chatGroupBody = z.strictObject({
  ...each(textInput(), 'name_en', 'name_ar'),
  image: textInput(255),
  program_id: idInput,
  ...each(idListInput, 'member_ids', 'admin_ids'),
  ...each(flagInput, 'enabled', 'read_only'),
});
export type ChatGroupBody = z.input<typeof chatGroupBody>;

export const CHAT_GROUP_NAME_MAX = 255;

/** A new group: no members yet, enabled, everyone may write. */
export const chatGroupDefaults = {
  name_en: '',
  name_ar: '',
  image: null,
  program_id: null,
  member_ids: [],
  admin_ids: [],
  enabled: 1,
  read_only: 0,
} satisfies ChatGroupBody;
