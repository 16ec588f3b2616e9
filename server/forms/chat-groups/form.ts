// The chat group form's routes: `POST chatgroup/store` and `POST chatgroup/update/{id}` (spec 7.5).
import { chatGroupBody } from '../../../common/forms/chat-groups/schema';
import chatGroups from '../../models/chat-groups';
import type { FormDefinition } from '../shared/form-routes';
import { chatGroupLinks } from './links';
import { validateChatGroup } from './validate';

export const chatGroupForm: FormDefinition = {
  model: chatGroups,
  body: chatGroupBody,
  links: chatGroupLinks,
  validate: validateChatGroup,
};
