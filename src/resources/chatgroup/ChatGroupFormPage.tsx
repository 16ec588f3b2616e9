// The chat group form (/default/chatGroup/ops creates, /default/chatGroup/ops/:id edits; spec 2.2).
import { defineModelForm } from '../../forms/defineModelForm';
import { ChatGroupInputs } from './ChatGroupInputs';
import { chatGroupForm } from './chatGroupForm';

export default defineModelForm({ ...chatGroupForm, Fields: ChatGroupInputs });
