// Server texts of the discount form's own rules and routes (server/forms/discounts: `messages: 'discounts'`),
// English; its other rules use the shared `forms.*` texts.
import formMessages from '../../common/messages/forms.en';
import { keyed } from '../../common/messages/keyed';
export default {
  // The form's own rule texts (common/messages, read by the admin too).
  ...keyed('discounts.', formMessages.discounts),
  'discounts.id_mismatch': 'The id does not match the address.',
  'discounts.not_found': 'Discount not found.',
} satisfies Record<string, string>;
