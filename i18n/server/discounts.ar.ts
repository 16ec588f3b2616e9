// Server texts of the discount form's own rules and routes (server/forms/discounts: `messages: 'discounts'`),
// Arabic; its other rules use the shared `forms.*` texts.
import formMessages from '../../common/messages/forms.ar';
import { keyed } from '../../common/messages/keyed';
export default {
  // The form's own rule texts (common/messages, read by the admin too).
  ...keyed('discounts.', formMessages.discounts),
  'discounts.id_mismatch': 'المعرّف لا يطابق العنوان.',
  'discounts.not_found': 'الخصم غير موجود.',
} satisfies Record<string, string>;
