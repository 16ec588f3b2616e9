// The chat group form (/default/chatGroup/ops/:id?) and a group's conversation (/default/chatGroup/:groupId; spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default {
  form: lazyForm(() => import('./ChatGroupFormPage')),
  details: lazyForm(() => import('./ChatGroupConversationPage')),
} satisfies CustomScreens;
