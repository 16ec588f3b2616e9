// The chat group form's values, their conversions to and from the API, and the rules the admin checks
// before sending (the server checks them again, and that the chosen rows exist).
import type { ProblemMap } from '../../../common/forms/problems';
import { Problems } from '../../../common/forms/problems';
import { CHAT_GROUP_NAME_MAX } from '../../../common/forms/chat-groups/schema';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { asFlag, asIds, asText } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';

export interface ChatGroupFormValues {
  name_en: string;
  name_ar: string;
  program_id: number | null;
  member_ids: number[];
  admin_ids: number[];
  enabled: boolean;
  read_only: boolean;
}

export const EMPTY_CHAT_GROUP: ChatGroupFormValues = {
  name_en: '',
  name_ar: '',
  program_id: null,
  member_ids: [],
  admin_ids: [],
  enabled: true,
  read_only: false,
};

export function chatGroupValues(item: FormItem): ChatGroupFormValues {
  return {
    name_en: asText(item.name_en),
    name_ar: asText(item.name_ar),
    program_id: item.program_id === null || item.program_id === undefined ? null : Number(item.program_id),
    member_ids: asIds(item.member_ids, item.members),
    admin_ids: asIds(item.admin_ids, item.admins),
    enabled: asFlag(item.enabled, true),
    read_only: asFlag(item.read_only, false),
  };
}

export function chatGroupPayload(values: ChatGroupFormValues): Record<string, unknown> {
  return {
    name_en: values.name_en.trim(),
    name_ar: values.name_ar.trim(),
    program_id: values.program_id ?? null,
    member_ids: values.member_ids,
    admin_ids: values.admin_ids,
    enabled: values.enabled ? 1 : 0,
    read_only: values.read_only ? 1 : 0,
  };
}

export function checkChatGroup(values: ChatGroupFormValues): ProblemMap {
  const problems = new Problems();
  for (const key of ['name_en', 'name_ar'] as const) {
    const name = values[key].trim();
    if (name === '') problems.add(key, `${key}_required`);
    else if (name.length > CHAT_GROUP_NAME_MAX) problems.add(key, 'too_long', { max: CHAT_GROUP_NAME_MAX });
  }
  return problems.byField;
}

export const chatGroupForm: Omit<ModelFormDefinition<ChatGroupFormValues>, 'Fields'> = {
  resource: 'chatgroup',
  subject: 'ChatGroup',
  texts: 'chat.group_form',
  empty: EMPTY_CHAT_GROUP,
  fromItem: chatGroupValues,
  toPayload: chatGroupPayload,
  check: (values) => checkChatGroup(values),
};
